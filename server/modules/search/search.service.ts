import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { FilmCard, FilmSuggestion } from '../../../contract/catalog/films.schemas';
import type { ServerContext } from '../../context';
import { filmCategories, films } from '../../db/schema/catalog';
import { findCategory } from '../catalog/category.query';
import { loadFilmCards } from '../catalog/film-card.loader';
import { FILM_SORTS } from '../catalog/film-ranking.query';
import { pagedOf, pageWindow } from '../../http/paging';
import { cachedTitleSearch } from './title-search.cache';

/** Results beyond this many best matches are not listed (and not counted in `total`). */
export const SEARCH_MAX_RESULTS = 500;

export interface SearchArgs {
  readonly keyword: string;
  readonly category?: string;
  readonly sort: keyof typeof FILM_SORTS;
  readonly page: number;
  readonly page_size: number;
}

/**
 * Typo-tolerant title search in every language (the visitor's own first). By relevance without a category the
 * index's order is the answer; otherwise category filter, order and page run in one query over the matched ids.
 * An unknown category gives an empty page.
 */
export async function searchFilms(ctx: ServerContext, lang: Lang, args: SearchArgs) {
  const empty = pagedOf<FilmCard>([], args.page, args.page_size, 0);
  const category = args.category === undefined ? undefined : await findCategory(ctx, lang, args.category);
  if (args.category !== undefined && !category) return empty;
  const matches = await cachedTitleSearch(await ctx.parts.titleSearch.searcher(), args.keyword, lang, SEARCH_MAX_RESULTS);
  if (matches.length === 0) return empty;
  const ids = matches.map((m) => m.filmId);
  const { limit, offset } = pageWindow(args.page, args.page_size);
  if (!category && args.sort === 'relevance') {
    // The index already ranks (relevance, then popularity): the page is a slice, no query needed.
    const items = await loadFilmCards(ctx, ids.slice(offset, offset + limit), lang);
    return pagedOf(items, args.page, args.page_size, ids.length);
  }
  // Matches come best first; array_position keeps that order for the relevance sort.
  const relevance = sql`array_position(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[], ${films.id})`;
  let query = ctx.db
    .select({ id: films.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(films)
    .$dynamic();
  if (category) {
    query = query.innerJoin(filmCategories, and(eq(filmCategories.filmId, films.id), eq(filmCategories.categoryId, category.id)));
  }
  const order = args.sort === 'relevance' ? [asc(relevance)] : FILM_SORTS[args.sort];
  const rows = await query
    .where(inArray(films.id, ids))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const items = await loadFilmCards(
    ctx,
    rows.map((r) => r.id),
    lang,
  );
  return pagedOf(items, args.page, args.page_size, rows[0]?.total ?? 0);
}

/** Instant suggestions while typing: the best few title matches (prefixes count, so partial words work). */
export async function searchSuggestions(ctx: ServerContext, lang: Lang, keyword: string, limit: number): Promise<FilmSuggestion[]> {
  const matches = await cachedTitleSearch(await ctx.parts.titleSearch.searcher(), keyword, lang, limit);
  const cards = await loadFilmCards(
    ctx,
    matches.map((m) => m.filmId),
    lang,
  );
  return cards.map(({ id, title, poster_url }) => ({ id, title, poster_url }));
}
