import { and, desc, eq, sql } from 'drizzle-orm';
import type { FavoriteState, RatingState } from '../../../contract/collection.calls';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { favorites, ratings } from '../../db/schema/engagement';
import { evictFilm } from '../catalog/catalog-caches';
import { loadFilmCards, ratingAverage } from '../catalog/film-card.loader';
import { pagedOf, pageWindow } from '../../http/paging';

type Page = { page: number; page_size: number };

/**
 * Adds or removes a favourite. Idempotent: the film's counter moves only when a row was really added or
 * removed. Undefined when the film does not exist.
 */
export async function setFavorite(ctx: ServerContext, userId: string, filmId: number, favorited: boolean): Promise<FavoriteState | undefined> {
  const state = await ctx.db.transaction(async (tx) => {
    const [film] = await tx.select({ id: films.id }).from(films).where(eq(films.id, filmId)).for('update');
    if (!film) return undefined;
    const changed = favorited
      ? await tx.insert(favorites).values({ userId, filmId, createdAt: ctx.clock.now() }).onConflictDoNothing().returning({ id: favorites.filmId })
      : await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.filmId, filmId))).returning({ id: favorites.filmId });
    const delta = changed.length === 0 ? 0 : favorited ? 1 : -1;
    const [row] = await tx
      .update(films)
      .set({ favoriteCount: sql`${films.favoriteCount} + ${delta}` })
      .where(eq(films.id, filmId))
      .returning({ count: films.favoriteCount });
    return { film_id: filmId, favorited, favorite_count: row!.count };
  });
  if (state) evictFilm(ctx, filmId);
  return state;
}

/**
 * Sets (score) or withdraws (null) the member's rating. The film row is locked first, so concurrent ratings
 * of one film serialise and rating_sum/rating_count stay exactly the sum and number of the rating rows.
 */
export async function setRating(ctx: ServerContext, userId: string, filmId: number, score: number | null): Promise<RatingState | undefined> {
  const state = await ctx.db.transaction(async (tx) => {
    const [film] = await tx.select({ id: films.id }).from(films).where(eq(films.id, filmId)).for('update');
    if (!film) return undefined;
    const mine = and(eq(ratings.userId, userId), eq(ratings.filmId, filmId));
    const [old] = await tx.select({ score: ratings.score }).from(ratings).where(mine);
    if (score === null) {
      if (old) await tx.delete(ratings).where(mine);
    } else if (old) {
      await tx.update(ratings).set({ score, updatedAt: ctx.clock.now() }).where(mine);
    } else {
      await tx.insert(ratings).values({ userId, filmId, score, createdAt: ctx.clock.now(), updatedAt: ctx.clock.now() });
    }
    const sumDelta = (score ?? 0) - (old?.score ?? 0);
    const countDelta = (score === null ? 0 : 1) - (old ? 1 : 0);
    const [row] = await tx
      .update(films)
      .set({ ratingSum: sql`${films.ratingSum} + ${sumDelta}`, ratingCount: sql`${films.ratingCount} + ${countDelta}` })
      .where(eq(films.id, filmId))
      .returning({ sum: films.ratingSum, count: films.ratingCount });
    return { film_id: filmId, my_rating: score, rating_avg: ratingAverage(row!.sum, row!.count), rating_count: row!.count };
  });
  if (state) evictFilm(ctx, filmId);
  return state;
}

/** The member's favourites, newest first, as film cards with the time they were added. */
export async function favoriteFilms(ctx: ServerContext, userId: string, lang: Lang, page: Page) {
  const { limit, offset } = pageWindow(page.page, page.page_size);
  const where = eq(favorites.userId, userId);
  const rows = await ctx.db
    .select({ filmId: favorites.filmId, at: favorites.createdAt })
    .from(favorites)
    .where(where)
    .orderBy(desc(favorites.createdAt), desc(favorites.filmId))
    .limit(limit)
    .offset(offset);
  const at = new Map(rows.map((r) => [r.filmId, r.at.toISOString()]));
  const cards = await loadFilmCards(ctx, rows.map((r) => r.filmId), lang);
  const items = cards.map((card) => ({ ...card, favorited_at: at.get(card.id)! }));
  return pagedOf(items, page.page, page.page_size, await ctx.db.$count(favorites, where));
}

/** The member's rated films, newest rating first, with their score. */
export async function ratedFilms(ctx: ServerContext, userId: string, lang: Lang, page: Page) {
  const { limit, offset } = pageWindow(page.page, page.page_size);
  const where = eq(ratings.userId, userId);
  const rows = await ctx.db
    .select({ filmId: ratings.filmId, score: ratings.score, at: ratings.updatedAt })
    .from(ratings)
    .where(where)
    .orderBy(desc(ratings.updatedAt), desc(ratings.filmId))
    .limit(limit)
    .offset(offset);
  const byId = new Map(rows.map((r) => [r.filmId, r]));
  const cards = await loadFilmCards(ctx, rows.map((r) => r.filmId), lang);
  const items = cards.map((card) => ({ ...card, my_rating: byId.get(card.id)!.score, rated_at: byId.get(card.id)!.at.toISOString() }));
  return pagedOf(items, page.page, page.page_size, await ctx.db.$count(ratings, where));
}
