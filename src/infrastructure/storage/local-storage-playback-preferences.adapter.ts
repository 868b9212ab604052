import { injectable } from 'inversify';
import type { PlaybackPreferencesStorage } from '../../application/film/playback-preferences.port';
import { defaultPlaybackPreferences, parsePlaybackPreferences, type PlaybackPreferences } from '../../domain/player/playback-preferences';

const STORAGE_KEY = 'playback-preferences';

/** PlaybackPreferencesStorage in localStorage; blocked, full or corrupt storage reads as the defaults. */
@injectable()
export class LocalStoragePlaybackPreferences implements PlaybackPreferencesStorage {
  load(): PlaybackPreferences {
    try {
      const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
      return raw ? parsePlaybackPreferences(JSON.parse(raw)) : defaultPlaybackPreferences;
    } catch {
      return defaultPlaybackPreferences;
    }
  }

  save(preferences: PlaybackPreferences): void {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(preferences));
    } catch {
      // Private mode or a full quota: the choice holds for this page only.
    }
  }
}
