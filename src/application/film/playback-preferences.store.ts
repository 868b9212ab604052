import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { nextSpeed, type PlaybackPreferences, type PlaybackSpeed } from '../../domain/player/playback-preferences';
import { largerSubtitles, smallerSubtitles, type SubtitleStyle } from '../../domain/player/subtitle-style';
import { PlaybackPreferencesStorage } from './playback-preferences.port';

/** The player's speed, subtitles switch and subtitle style, the same for every episode and remembered on the device. */
@injectable()
export class PlaybackPreferencesStore {
  preferences: PlaybackPreferences;

  constructor(@inject(PlaybackPreferencesStorage) private readonly storage: PlaybackPreferencesStorage) {
    this.preferences = storage.load();
    makeAutoObservable<PlaybackPreferencesStore, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  get speed(): PlaybackSpeed {
    return this.preferences.speed;
  }

  get subtitles(): boolean {
    return this.preferences.subtitles;
  }

  /** The next speed of the offered list (0.75, 1, 1.25, 1.5, 2, then 0.75 again). */
  cycleSpeed(): void {
    this.change({ ...this.preferences, speed: nextSpeed(this.preferences.speed) });
  }

  toggleSubtitles(): void {
    this.change({ ...this.preferences, subtitles: !this.preferences.subtitles });
  }

  get subtitleStyle(): SubtitleStyle {
    return this.preferences.subtitleStyle;
  }

  /** Changes some of the style's fields (the settings panel's controls offer only valid values). */
  changeSubtitleStyle(patch: Partial<SubtitleStyle>): void {
    this.change({ ...this.preferences, subtitleStyle: { ...this.preferences.subtitleStyle, ...patch } });
  }

  /** Takes a whole style kept elsewhere (the member's, from the server). */
  adoptSubtitleStyle(style: SubtitleStyle): void {
    this.change({ ...this.preferences, subtitleStyle: style });
  }

  largerSubtitles(): void {
    this.adoptSubtitleStyle(largerSubtitles(this.preferences.subtitleStyle));
  }

  smallerSubtitles(): void {
    this.adoptSubtitleStyle(smallerSubtitles(this.preferences.subtitleStyle));
  }

  private change(preferences: PlaybackPreferences): void {
    this.preferences = preferences;
    this.storage.save(preferences);
  }
}
