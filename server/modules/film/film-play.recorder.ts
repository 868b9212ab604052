import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { filmDailyStats, films } from '../../db/schema/catalog';

/**
 * Counts one play of a film: the all-time counter and today's (UTC) row of film_daily_stats, which the day,
 * week and month rankings and the `is_hot` badge read.
 */
export async function recordFilmPlay(ctx: ServerContext, filmId: number): Promise<void> {
  const day = ctx.clock.now().toISOString().slice(0, 10);
  await ctx.db
    .update(films)
    .set({ playCount: sql`${films.playCount} + 1` })
    .where(eq(films.id, filmId));
  await ctx.db
    .insert(filmDailyStats)
    .values({ filmId, day, views: 0, plays: 1 })
    .onConflictDoUpdate({ target: [filmDailyStats.filmId, filmDailyStats.day], set: { plays: sql`${filmDailyStats.plays} + 1` } });
}
