// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStoragePlaybackPreferences } from './local-storage-playback-preferences.adapter';

describe('LocalStoragePlaybackPreferences', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was saved, in a new instance (a reload)', () => {
    new LocalStoragePlaybackPreferences().save({ speed: 1.25, subtitles: false });
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1.25, subtitles: false });
  });

  it('reads nothing, corrupt or foreign data as the defaults', () => {
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1, subtitles: true });
    localStorage.setItem('playback-preferences', '{oops');
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1, subtitles: true });
    localStorage.setItem('playback-preferences', JSON.stringify({ speed: 16, subtitles: false }));
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1, subtitles: false });
  });
});
