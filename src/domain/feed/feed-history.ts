import type { WatchedEpisode } from '../catalog/watched-episode.entity';

/** What the feed call is told of the device's watch history: category counts and progress, never titles. */
export interface FeedHistory {
  /** Episodes watched per category, `romance:3.action:1`, the most watched first, at most 30 categories. */
  readonly watched: string;
  /** The latest episode reached per drama, `12:3.44:7`, at most 50 dramas. */
  readonly progress: string;
}

const MAX_CATEGORIES = 30;
const MAX_DRAMAS = 50;
const MAX_COUNT = 99_999;

/**
 * The feed's query from the watch history (one entry per drama, its latest episode): a drama watched up to
 * episode 3 counts 3 episodes for each of its categories.
 */
export function feedHistory(entries: readonly WatchedEpisode[]): FeedHistory {
  const counts = new Map<string, number>();
  for (const entry of entries) for (const slug of entry.categories ?? []) counts.set(slug, (counts.get(slug) ?? 0) + entry.episodeNumber);
  const watched = [...counts]
    .filter(([slug]) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_CATEGORIES)
    .map(([slug, count]) => `${slug}:${Math.min(count, MAX_COUNT)}`)
    .join('.');
  const progress = [...entries]
    .sort((a, b) => b.watchedAt - a.watchedAt)
    .slice(0, MAX_DRAMAS)
    .filter((e) => e.filmId > 0 && e.episodeNumber > 0)
    .map((e) => `${e.filmId}:${Math.min(e.episodeNumber, MAX_COUNT)}`)
    .join('.');
  return { watched, progress };
}
