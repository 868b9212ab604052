import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { FeaturedFilm, FilmCard } from '../../../contract/catalog/films.schemas';
import type { ServerContext } from '../../context';
import { filmCategories, films } from '../../db/schema/catalog';
import { filmTextJoins, loadFilmCards, localizedSynopsis } from '../catalog/film-card.loader';
import { ratingAvgSql } from '../catalog/film-ranking.query';

/** The home hero: films flagged as featured first, then the editorially hottest. */
export async function featuredFilms(ctx: ServerContext, lang: Lang, limit: number): Promise<FeaturedFilm[]> {
  const j = filmTextJoins(lang);
  const rows = await ctx.db
    .select({ id: films.id, synopsis: localizedSynopsis })
    .from(films)
    .leftJoin(j.tr, j.onLang)
    .leftJoin(j.trEn, j.onEn)
    .orderBy(desc(films.featured), desc(films.hotness), asc(films.id))
    .limit(limit);
  const cards = await loadFilmCards(
    ctx,
    rows.map((r) => r.id),
    lang,
  );
  const synopsis = new Map(rows.map((r) => [r.id, r.synopsis]));
  return cards.map((card) => ({ ...card, synopsis: synopsis.get(card.id) ?? '' }));
}

/**
 * Without a film: the best rated films (ties by hotness). With a film: the films sharing most of its categories,
 * topped up with the best rated ones; undefined when the film does not exist.
 */
export async function recommendedFilms(ctx: ServerContext, lang: Lang, limit: number, filmId?: number): Promise<FilmCard[] | undefined> {
  const general = () =>
    ctx.db
      .select({ id: films.id })
      .from(films)
      .where(filmId === undefined ? undefined : ne(films.id, filmId))
      .orderBy(desc(ratingAvgSql), desc(films.hotness), asc(films.id))
      .limit(limit);
  if (filmId === undefined)
    return loadFilmCards(
      ctx,
      (await general()).map((r) => r.id),
      lang,
    );
  const [film] = await ctx.db.select({ id: films.id }).from(films).where(eq(films.id, filmId));
  if (!film) return undefined;
  const own = ctx.db.select({ categoryId: filmCategories.categoryId }).from(filmCategories).where(eq(filmCategories.filmId, filmId));
  const shared = sql<number>`count(*)`;
  const similar = await ctx.db
    .select({ id: filmCategories.filmId })
    .from(filmCategories)
    .innerJoin(films, eq(films.id, filmCategories.filmId))
    .where(and(inArray(filmCategories.categoryId, own), ne(filmCategories.filmId, filmId)))
    .groupBy(filmCategories.filmId, films.hotness)
    .orderBy(desc(shared), desc(films.hotness), asc(filmCategories.filmId))
    .limit(limit);
  const ids = similar.map((r) => r.id);
  if (ids.length < limit) for (const r of await general()) if (ids.length < limit && !ids.includes(r.id)) ids.push(r.id);
  return loadFilmCards(ctx, ids, lang);
}
