import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { nextSpeed, type PlaybackPreferences, type PlaybackSpeed } from '../../domain/player/playback-preferences';
import { PlaybackPreferencesStorage } from './playback-preferences.port';

/** The player's speed and subtitles switch, the same for every episode and remembered on the device. */
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

  private change(preferences: PlaybackPreferences): void {
    this.preferences = preferences;
    this.storage.save(preferences);
  }
}
