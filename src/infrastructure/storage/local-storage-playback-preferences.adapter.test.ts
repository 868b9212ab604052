// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSubtitleStyle } from '../../domain/player/subtitle-style';
import { LocalStoragePlaybackPreferences } from './local-storage-playback-preferences.adapter';

const subtitleStyle = defaultSubtitleStyle;
const large = { ...defaultSubtitleStyle, size: 4, background: 'box', boxOpacity: 100 } as const;

describe('LocalStoragePlaybackPreferences', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was saved, in a new instance (a reload)', () => {
    new LocalStoragePlaybackPreferences().save({ speed: 1.25, subtitles: false, subtitleStyle: large });
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1.25, subtitles: false, subtitleStyle: large });
  });

  it('reads nothing, corrupt or foreign data as the defaults', () => {
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1, subtitles: true, subtitleStyle });
    localStorage.setItem('playback-preferences', '{oops');
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1, subtitles: true, subtitleStyle });
    localStorage.setItem('playback-preferences', JSON.stringify({ speed: 16, subtitles: false }));
    expect(new LocalStoragePlaybackPreferences().load()).toEqual({ speed: 1, subtitles: false, subtitleStyle });
  });
});
