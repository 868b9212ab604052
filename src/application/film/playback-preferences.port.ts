import type { ServiceIdentifier } from 'inversify';
import type { PlaybackPreferences } from '../../domain/player/playback-preferences';

/** Keeps the visitor's speed and subtitle choice on this device, across reloads. */
export interface PlaybackPreferencesStorage {
  /** The stored choice, or the defaults when nothing (or nothing readable) is stored. */
  load(): PlaybackPreferences;
  save(preferences: PlaybackPreferences): void;
}
export const PlaybackPreferencesStorage = Symbol.for('PlaybackPreferencesStorage') as ServiceIdentifier<PlaybackPreferencesStorage>;
