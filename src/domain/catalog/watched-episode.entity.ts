/** An episode a visitor started watching on this device, as the player records it. */
export interface WatchedEpisode {
  readonly filmId: number;
  readonly filmTitle: string;
  readonly posterUrl: string;
  readonly episodeNumber: number;
  /** The id the episode's video page is addressed by (`/playlet/{filmId}/videos/{videoId}.html`). */
  readonly videoId: number;
  readonly episodeCount: number;
  /** Where playback stopped, in seconds. */
  readonly positionSeconds: number;
  /** Epoch milliseconds of the last update, given by the clock port. */
  readonly watchedAt: number;
  /** Category slugs of the drama (absent in entries recorded before the feed, issue 34): the feed's taste. */
  readonly categories?: readonly string[];
}

/** The 'continue watching' rail: the latest episode per film, most recent first, at most `limit` films. */
export function continueWatching(entries: readonly WatchedEpisode[], limit = 12): WatchedEpisode[] {
  const latestByFilm = new Map<number, WatchedEpisode>();
  for (const entry of entries) {
    const known = latestByFilm.get(entry.filmId);
    if (!known || entry.watchedAt > known.watchedAt) latestByFilm.set(entry.filmId, entry);
  }
  return [...latestByFilm.values()].sort((a, b) => b.watchedAt - a.watchedAt).slice(0, limit);
}

/** The whole watch history: the latest episode per film, most recent first. */
export function watchHistoryNewestFirst(entries: readonly WatchedEpisode[]): WatchedEpisode[] {
  return continueWatching(entries, entries.length);
}

/** Watch progress through a series, 0 to 1, for the thin bar under a card. */
export function seriesProgress(entry: Pick<WatchedEpisode, 'episodeNumber' | 'episodeCount'>): number {
  if (entry.episodeCount <= 0) return 0;
  return Math.min(1, Math.max(0, entry.episodeNumber / entry.episodeCount));
}
