import { and, eq, sql } from 'drizzle-orm';
import type { RatingState } from '../../../contract/account/collection.calls';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { ratings } from '../../db/schema/engagement';
import { ratingAverage } from '../catalog/film-card.loader';

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
  if (state) ctx.parts.catalogCaches.evictFilm(filmId);
  return state;
}
