import { rngFor } from '../core/prng';
import type { SeedComment, SeedEngagement, SeedFilm, SeedUser } from './catalog.model';

const DAY_MS = 86_400_000;
/** Days of per-film view/play history, enough for the day, week and month rankings. */
export const STAT_DAYS = 60;

/**
 * Ratings (1..5, one per user and film), favourites and daily view/play counts, then the film counters derived
 * from them (rating sum and count, favourites, comments, views, plays), so every stored counter is exact.
 */
export function generateEngagement(seed: number, films: SeedFilm[], users: readonly SeedUser[], comments: readonly SeedComment[], now: Date): SeedEngagement {
  const out: SeedEngagement = { ratings: [], favorites: [], dailyStats: [] };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const film of films) {
    const rng = rngFor(seed, 'engagement', film.id);
    const popularity = film.hotness / 1000;
    // Each film has its own "quality": most land between 3.2 and 4.8 stars on average.
    const quality = 3.2 + rng.next() * 1.6;
    const raters = rng.sample(users, Math.min(users.length, 8 + Math.round(popularity * 220) + rng.int(0, 20)));
    for (const user of raters) {
      const score = Math.max(1, Math.min(5, Math.round(quality + (rng.next() - 0.5) * 2.4)));
      out.ratings.push({ userId: user.id, filmId: film.id, score, createdAt: new Date(today - rng.int(0, 300) * DAY_MS) });
      film.ratingSum += score;
      film.ratingCount++;
    }
    for (const user of rng.sample(raters, Math.round(raters.length * (0.15 + popularity * 0.3)))) {
      out.favorites.push({ userId: user.id, filmId: film.id, createdAt: new Date(today - rng.int(0, 200) * DAY_MS) });
      film.favoriteCount++;
    }
    // A base audience plus a trend, so "trending" differs from "most popular".
    const trend = rng.next() * 2 - 0.6;
    for (let back = STAT_DAYS - 1; back >= 0; back--) {
      const dayStart = today - back * DAY_MS;
      if (dayStart + DAY_MS <= film.createdAt.getTime()) continue;
      const level = Math.max(0.05, 1 + trend * (1 - back / STAT_DAYS));
      const views = Math.round((40 + popularity * 4000) * level * (0.7 + rng.next() * 0.6));
      const plays = Math.round(views * (0.4 + rng.next() * 0.3));
      out.dailyStats.push({ filmId: film.id, day: new Date(dayStart).toISOString().slice(0, 10), views, plays });
      film.viewCount += views;
      film.playCount += plays;
    }
    // Views from before the tracked window.
    const ageDays = Math.max(0, (today - film.createdAt.getTime()) / DAY_MS - STAT_DAYS);
    film.viewCount += Math.round(ageDays * (20 + popularity * 1500));
    film.playCount += Math.round(ageDays * (10 + popularity * 700));
  }
  const commentsPerFilm = new Map<number, number>();
  for (const comment of comments) commentsPerFilm.set(comment.filmId, (commentsPerFilm.get(comment.filmId) ?? 0) + 1);
  for (const film of films) film.commentCount = commentsPerFilm.get(film.id) ?? 0;
  return out;
}
