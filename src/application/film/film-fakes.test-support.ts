import type { Clock } from '../shared/clock.port';
import type { FilmGateway } from './film-gateway.port';
import type { PlaybackPositions } from './playback-positions.port';
import type { WatchHistory } from './watch-history.port';
import type { WatchedEpisode } from '../../domain/catalog/watched-episode.entity';
import type { EpisodeSummary, PlayPermission } from '../../domain/catalog/episode.types';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { ApiError } from '../../domain/errors/api-error';

/** A film as the fakes answer it. */
export function filmDetail(id = 1, overrides: Partial<FilmDetail> = {}): FilmDetail {
  return {
    id,
    title: `Film ${id}`,
    synopsis: 'A synopsis.',
    posterUrl: `/media/posters/${id}.jpg`,
    rating: 4.2,
    ratingCount: 10,
    episodeCount: 5,
    runtimeMinutes: 12,
    releaseYear: 2025,
    categories: [{ slug: 'romance', name: 'Romance' }],
    contributors: [],
    freeEpisodes: 2,
    favoriteCount: 0,
    commentCount: 0,
    favorited: false,
    myRating: null,
    ...overrides,
  };
}

/** Episodes 1..count of a film; ids are filmId*100+number so they never look like episode numbers. */
export function episodeList(filmId = 1, count = 5, free = 2): EpisodeSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    id: filmId * 100 + index + 1,
    filmId,
    number: index + 1,
    title: `Episode ${index + 1}`,
    durationSeconds: 90,
    free: index < free,
    thumbnailUrl: `/media/thumbs/${index + 1}.jpg`,
    mediaUrl: index < free ? `/media/clips/${index + 1}.mp4` : null,
  }));
}

export function permission(episodeNumber: number, allowed: boolean, overrides: Partial<PlayPermission> = {}): PlayPermission {
  return {
    filmId: 1,
    episodeNumber,
    allowed,
    reason: allowed ? 'free' : 'locked',
    freeEpisodes: 2,
    visitsNeeded: 3,
    visitsSoFar: 1,
    application: 'none',
    caller: 'visitor',
    ...overrides,
  };
}

export function episodeVideo(filmId: number, episodeNumber: number): FilmVideo {
  return {
    id: 900 + episodeNumber,
    filmId,
    kind: 'episode',
    episodeNumber,
    title: `Episode ${episodeNumber}`,
    url: `/media/clips/${episodeNumber}.mp4`,
    posterUrl: '/media/posters/1.jpg',
    durationSeconds: 90,
    subtitles: [],
    originalLanguage: null,
  };
}

export const notFound = () => new ApiError('api', 404, 'site-errors:film.not_found', 404);

/** A FilmGateway whose every call fails loudly unless the test provides it. */
export function fakeFilmGateway(overrides: Partial<FilmGateway>): FilmGateway {
  const missing = (name: string) => () => Promise.reject(new Error(`unexpected call ${name}`));
  const names: Array<keyof FilmGateway> = [
    'detail',
    'episodes',
    'episode',
    'plots',
    'plot',
    'transcript',
    'photos',
    'resolveVideo',
    'videos',
    'guides',
    'playPermission',
    'play',
    'videoAhead',
    'contributors',
    'recommendations',
  ];
  return Object.fromEntries(names.map((name) => [name, overrides[name] ?? missing(name)])) as unknown as FilmGateway;
}

/** Positions in a map. */
export function memoryPositions(initial: Record<string, number> = {}): PlaybackPositions & { entries: Record<string, number> } {
  const entries = { ...initial };
  return {
    entries,
    get: (filmId, episode) => entries[`${filmId}:${episode}`] ?? null,
    save: (filmId, episode, seconds) => {
      if (seconds > 0) entries[`${filmId}:${episode}`] = seconds;
      else delete entries[`${filmId}:${episode}`];
    },
  };
}

export function memoryHistory(): WatchHistory & { entries: WatchedEpisode[] } {
  const entries: WatchedEpisode[] = [];
  return {
    entries,
    list: () => entries,
    record: (entry) => void entries.push(entry),
    remove: (filmId) => void entries.splice(0, entries.length, ...entries.filter((entry) => entry.filmId !== filmId)),
  };
}

/** A clock the test moves by hand; intervals fire once per elapsed period. */
export function manualClock(start = 1_000_000): Clock & { advance(ms: number): void; timers(): number } {
  let now = start;
  let nextId = 0;
  const intervals = new Map<number, { every: number; due: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      intervals.set(id, { every: Number.POSITIVE_INFINITY, due: now + ms, run });
      return () => intervals.delete(id);
    },
    setInterval: (run, ms) => {
      const id = nextId++;
      intervals.set(id, { every: ms, due: now + ms, run });
      return () => intervals.delete(id);
    },
    whenIdle: (run) => {
      run();
      return () => undefined;
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...intervals.entries()].sort((a, b) => a[1].due - b[1].due)[0];
        if (!next || next[1].due > end) break;
        now = next[1].due;
        const [id, timer] = next;
        if (Number.isFinite(timer.every)) timer.due += timer.every;
        else intervals.delete(id);
        timer.run();
      }
      now = end;
    },
    timers: () => intervals.size,
  };
}
