import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { filmCategories, filmDailyStats, films } from '../../db/schema/catalog';
import { dayBefore } from './film-card.loader';

/** Days covered by each ranking period; `all` ranks by the all-time play count. */
export const PERIOD_DAYS = { day: 1, week: 7, month: 30, all: null } as const;

/** The exact rating average as SQL, 0 without ratings. */
export const ratingAvgSql = sql<number>`case when ${films.ratingCount} > 0 then ${films.ratingSum}::float8 / ${films.ratingCount} else 0 end`;

/** Orders for film lists other than rankings. */
export const FILM_SORTS: Record<'relevance' | 'hot' | 'new' | 'rating', SQL[]> = {
  relevance: [desc(films.hotness), asc(films.id)],
  hot: [desc(films.hotness), desc(films.playCount), asc(films.id)],
  new: [desc(films.createdAt), asc(films.id)],
  rating: [desc(ratingAvgSql), desc(films.ratingCount), asc(films.id)],
};

export interface RankingQuery {
  /** Days back from today (UTC), counting today; null for all time. */
  readonly days: number | null;
  readonly categoryId?: number;
  readonly limit: number;
  readonly offset: number;
}

/**
 * Film ids ranked by plays in the period (from film_daily_stats), ties by rating, then editorial hotness and id,
 * so the order is deterministic. One query; `total` comes from a window count.
 */
export async function rankedFilmIds(ctx: ServerContext, q: RankingQuery): Promise<{ rows: { id: number; score: number }[]; total: number }> {
  const since = dayBefore(ctx.clock.now(), (q.days ?? 1) - 1);
  const stats = ctx.db
    .select({ filmId: filmDailyStats.filmId, plays: sql<number>`sum(${filmDailyStats.plays})`.as('plays') })
    .from(filmDailyStats)
    .where(gte(filmDailyStats.day, since))
    .groupBy(filmDailyStats.filmId)
    .as('s');
  const score = q.days === null ? sql<number>`${films.playCount}` : sql<number>`coalesce(${stats.plays}, 0)`;
  let query = ctx.db
    .select({ id: films.id, score: score.mapWith(Number), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(films)
    .$dynamic();
  if (q.days !== null) query = query.leftJoin(stats, eq(stats.filmId, films.id));
  if (q.categoryId !== undefined) {
    query = query.innerJoin(filmCategories, and(eq(filmCategories.filmId, films.id), eq(filmCategories.categoryId, q.categoryId)));
  }
  const rows = await query.orderBy(desc(score), desc(ratingAvgSql), desc(films.hotness), asc(films.id)).limit(q.limit).offset(q.offset);
  return { rows: rows.map(({ id, score: s }) => ({ id, score: s })), total: rows[0]?.total ?? (q.offset > 0 ? await countFilms(ctx, q.categoryId) : 0) };
}

/** Films in total or in one aggregate (for the total of a page past the end). */
export async function countFilms(ctx: ServerContext, categoryId?: number): Promise<number> {
  const [row] =
    categoryId === undefined
      ? await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(films)
      : await ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(filmCategories)
          .where(eq(filmCategories.categoryId, categoryId));
  return row?.n ?? 0;
}
