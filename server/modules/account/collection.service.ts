import { and, desc, eq, sql } from 'drizzle-orm';
import type { FavoriteState } from '../../../contract/account/collection.calls';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { favorites, ratings } from '../../db/schema/engagement';
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
      : await tx
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.filmId, filmId)))
          .returning({ id: favorites.filmId });
    const delta = changed.length === 0 ? 0 : favorited ? 1 : -1;
    const [row] = await tx
      .update(films)
      .set({ favoriteCount: sql`${films.favoriteCount} + ${delta}` })
      .where(eq(films.id, filmId))
      .returning({ count: films.favoriteCount });
    return { film_id: filmId, favorited, favorite_count: row!.count };
  });
  if (state) ctx.parts.catalogCaches.evictFilm(filmId);
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
  const cards = await loadFilmCards(
    ctx,
    rows.map((r) => r.filmId),
    lang,
  );
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
  const cards = await loadFilmCards(
    ctx,
    rows.map((r) => r.filmId),
    lang,
  );
  const items = cards.map((card) => ({ ...card, my_rating: byId.get(card.id)!.score, rated_at: byId.get(card.id)!.at.toISOString() }));
  return pagedOf(items, page.page, page.page_size, await ctx.db.$count(ratings, where));
}
