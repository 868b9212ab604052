import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../shared/fakes/fake-clock';
import { PlaybackPreferencesStore } from './playback-preferences.store';
import { PlayerControlsStore } from './player-controls.store';
import type { PlaybackPreferences } from '../../domain/player/playback-preferences';
import { defaultSubtitleStyle } from '../../domain/player/subtitle-style';

configure({ enforceActions: 'always' });

describe('PlayerControlsStore', () => {
  it('hides the controls 3 s after play and shows them again on activity, with one timer at a time', () => {
    const clock = new FakeClock();
    const controls = new PlayerControlsStore(clock);
    controls.played();
    clock.advance(2999);
    expect(controls.visible).toBe(true);
    clock.advance(1);
    expect(controls.visible).toBe(false);
    expect(clock.pendingTimers).toBe(0);
    controls.activity();
    controls.activity();
    expect(controls.visible).toBe(true);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(3000);
    expect(controls.visible).toBe(false);
  });

  it('keeps them while held or paused and leaves no timer behind on reset', () => {
    const clock = new FakeClock();
    const controls = new PlayerControlsStore(clock);
    controls.played();
    controls.hold(true);
    clock.advance(10_000);
    expect(controls.visible).toBe(true);
    controls.hold(false);
    controls.paused();
    clock.advance(10_000);
    expect(controls.visible).toBe(true);
    controls.played();
    controls.reset();
    expect(clock.pendingTimers).toBe(0);
    expect(controls.visible).toBe(true);
  });
});

describe('PlaybackPreferencesStore', () => {
  it('starts from the stored choice and saves every change', () => {
    const saved: PlaybackPreferences[] = [];
    const store = new PlaybackPreferencesStore({
      load: () => ({ speed: 1.5, subtitles: true, subtitleStyle: defaultSubtitleStyle }),
      save: (value) => saved.push(value),
    });
    expect(store.speed).toBe(1.5);
    store.cycleSpeed();
    store.cycleSpeed();
    store.toggleSubtitles();
    expect(store.speed).toBe(0.75);
    expect(store.subtitles).toBe(false);
    expect(saved).toEqual([
      { speed: 2, subtitles: true, subtitleStyle: defaultSubtitleStyle },
      { speed: 0.75, subtitles: true, subtitleStyle: defaultSubtitleStyle },
      { speed: 0.75, subtitles: false, subtitleStyle: defaultSubtitleStyle },
    ]);
  });

  it('changes the subtitle style a step or a field at a time, saving each change', () => {
    const saved: PlaybackPreferences[] = [];
    const start = { speed: 1, subtitles: true, subtitleStyle: { ...defaultSubtitleStyle, size: 3 } } as const;
    const store = new PlaybackPreferencesStore({ load: () => start, save: (value) => saved.push(value) });
    store.largerSubtitles();
    store.largerSubtitles();
    expect(store.subtitleStyle.size).toBe(4);
    store.smallerSubtitles();
    store.changeSubtitleStyle({ background: 'shadow', language: 'en' });
    expect(store.subtitleStyle).toEqual({ ...defaultSubtitleStyle, size: 3, background: 'shadow', language: 'en' });
    expect(saved.map((value) => value.subtitleStyle.size)).toEqual([4, 4, 3, 3]);
    expect(saved.at(-1)).toEqual({ speed: 1, subtitles: true, subtitleStyle: store.subtitleStyle });
  });
});
