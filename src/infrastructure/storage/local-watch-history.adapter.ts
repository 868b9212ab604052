import { injectable } from 'inversify';
import type { WatchHistory } from '../../application/film/watch-history.port';
import type { WatchedEpisode } from '../../domain/catalog/watched-episode.entity';

const STORAGE_KEY = 'watch-history';
/** One entry per film; a long-time visitor keeps the 50 most recent films. */
const MAX_FILMS = 50;

/** WatchHistory in localStorage; unavailable or corrupt storage reads as an empty history and never throws. */
@injectable()
export class LocalWatchHistory implements WatchHistory {
  list(): readonly WatchedEpisode[] {
    try {
      const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isWatchedEpisode) : [];
    } catch {
      return [];
    }
  }

  record(entry: WatchedEpisode): void {
    const others = this.list().filter((known) => known.filmId !== entry.filmId);
    this.write([...others, entry].sort((a, b) => a.watchedAt - b.watchedAt).slice(-MAX_FILMS));
  }

  remove(filmId: number): void {
    this.write(this.list().filter((known) => known.filmId !== filmId));
  }

  private write(entries: readonly WatchedEpisode[]): void {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Private mode or a full quota: 'continue watching' is a convenience, playback goes on.
    }
  }
}

function isWatchedEpisode(value: unknown): value is WatchedEpisode {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    ['filmId', 'episodeNumber', 'videoId', 'episodeCount', 'positionSeconds', 'watchedAt'].every((name) => typeof entry[name] === 'number') &&
    typeof entry.filmTitle === 'string' &&
    typeof entry.posterUrl === 'string'
  );
}
