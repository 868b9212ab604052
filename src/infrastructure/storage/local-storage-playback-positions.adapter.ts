import { injectable } from 'inversify';
import type { PlaybackPositions } from '../../application/film/playback-positions.port';

/** Keeps at most this many episodes, so the entry never grows without bound. */
const MAX_ENTRIES = 200;
const STORAGE_KEY = 'playback-positions';

/** `filmId:episodeNumber` to seconds; insertion order is kept, so the first keys are the least recently saved. */
type Entries = Record<string, number>;

/** PlaybackPositions in localStorage under one key; unavailable storage (private mode, quota) is ignored. */
@injectable()
export class LocalStoragePlaybackPositions implements PlaybackPositions {
  get(filmId: number, episodeNumber: number): number | null {
    const seconds = this.read()[key(filmId, episodeNumber)];
    return typeof seconds === 'number' && seconds > 0 ? seconds : null;
  }

  save(filmId: number, episodeNumber: number, seconds: number): void {
    const entries = this.read();
    const id = key(filmId, episodeNumber);
    delete entries[id];
    if (seconds > 0) entries[id] = Math.floor(seconds);
    this.write(trim(entries));
  }

  private storage(): Storage | null {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  }

  private read(): Entries {
    try {
      const raw = this.storage()?.getItem(STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Entries) : {};
    } catch {
      return {};
    }
  }

  private write(entries: Entries): void {
    try {
      this.storage()?.setItem(STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: resuming is a convenience, playback goes on without it.
    }
  }
}

function key(filmId: number, episodeNumber: number): string {
  return `${filmId}:${episodeNumber}`;
}

function trim(entries: Entries): Entries {
  const keys = Object.keys(entries);
  if (keys.length <= MAX_ENTRIES) return entries;
  return Object.fromEntries(keys.slice(keys.length - MAX_ENTRIES).map((id) => [id, entries[id]!]));
}
