import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { episodes, films } from '../../db/schema/catalog';
import { AppError } from '../../http/app-error';

/** Fails with film.not_found unless the drama exists and is published. */
export async function requireFilm(ctx: ServerContext, filmId: number): Promise<void> {
  const [film] = await ctx.db
    .select({ id: films.id })
    .from(films)
    .where(and(eq(films.id, filmId), eq(films.published, true)))
    .limit(1);
  if (!film) throw new AppError(404, 'film.not_found');
}

/** The episode row of a drama, or film.not_found / episode.not_found. */
export async function requireEpisode(ctx: ServerContext, filmId: number, episodeNum: number) {
  const [row] = await ctx.db
    .select({ episode: episodes })
    .from(episodes)
    .innerJoin(films, and(eq(films.id, episodes.filmId), eq(films.published, true)))
    .where(and(eq(episodes.filmId, filmId), eq(episodes.episodeNum, episodeNum)))
    .limit(1);
  if (row) return row.episode;
  await requireFilm(ctx, filmId);
  throw new AppError(404, 'episode.not_found');
}
