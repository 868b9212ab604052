import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { episodes, films } from '../../db/schema/catalog';
import { AppError } from '../../http/app-error';

/** Fails with film.not_found unless the drama exists. */
export async function requireFilm(ctx: ServerContext, filmId: number): Promise<void> {
  const [film] = await ctx.db.select({ id: films.id }).from(films).where(eq(films.id, filmId)).limit(1);
  if (!film) throw new AppError(404, 'film.not_found');
}

/** The episode row of a drama, or film.not_found / episode.not_found. */
export async function requireEpisode(ctx: ServerContext, filmId: number, episodeNum: number) {
  const [episode] = await ctx.db
    .select()
    .from(episodes)
    .where(and(eq(episodes.filmId, filmId), eq(episodes.episodeNum, episodeNum)))
    .limit(1);
  if (episode) return episode;
  await requireFilm(ctx, filmId);
  throw new AppError(404, 'episode.not_found');
}
