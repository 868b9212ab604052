import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { FilmCard, FilmSuggestion } from '../../../contract/films.schemas';
import type { ServerContext } from '../../context';
import { filmCategories, films, filmTranslations } from '../../db/schema/catalog';
import { findCategory } from './category.query';
import { loadFilmCards } from './film-card.loader';
import { FILM_SORTS } from './film-ranking.query';
import { pagedOf, pageWindow } from './paging';

/** Escapes LIKE wildcards so a visitor's `%` or `_` is matched literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Best match per film over the titles of every language: trigram similarity and word similarity make it typo
 * tolerant, a substring hit ranks first, and the visitor's own language wins ties. The three conditions are
 * all served by the GIN trigram index on film_translations.title.
 */
function matches(ctx: ServerContext, keyword: string, lang: Lang) {
  const t = filmTranslations.title;
  const q = keyword.toLowerCase();
  const score = sql<number>`max(
    greatest(similarity(${t}, ${q}), word_similarity(${q}, ${t}))
    + case when ${t} ilike ${likePattern(q)} then 1 else 0 end
    + case when ${filmTranslations.lang} = ${lang} then 0.05 else 0 end)`;
  return ctx.db
    .select({ filmId: filmTranslations.filmId, score: score.as('score') })
    .from(filmTranslations)
    .where(sql`(${t} % ${q} or ${q} <% ${t} or ${t} ilike ${likePattern(q)})`)
    .groupBy(filmTranslations.filmId)
    .as('m');
}

export interface SearchArgs {
  readonly keyword: string;
  readonly category?: string;
  readonly sort: keyof typeof FILM_SORTS;
  readonly page: number;
  readonly page_size: number;
}

/** Typo-tolerant title search in every language, optionally within a category; unknown category → empty page. */
export async function searchFilms(ctx: ServerContext, lang: Lang, args: SearchArgs) {
  const category = args.category === undefined ? undefined : await findCategory(ctx, lang, args.category);
  if (args.category !== undefined && !category) return pagedOf<FilmCard>([], args.page, args.page_size, 0);
  const m = matches(ctx, args.keyword, lang);
  const { limit, offset } = pageWindow(args.page, args.page_size);
  let query = ctx.db
    .select({ id: films.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(m)
    .innerJoin(films, eq(films.id, m.filmId))
    .$dynamic();
  if (category) {
    query = query.innerJoin(filmCategories, and(eq(filmCategories.filmId, films.id), eq(filmCategories.categoryId, category.id)));
  }
  const order = args.sort === 'relevance' ? [desc(m.score), ...FILM_SORTS.relevance] : FILM_SORTS[args.sort];
  const rows = await query.orderBy(...order).limit(limit).offset(offset);
  const items = await loadFilmCards(ctx, rows.map((r) => r.id), lang);
  return pagedOf(items, args.page, args.page_size, rows[0]?.total ?? 0);
}

/** Instant suggestions while typing: the best few title matches. */
export async function searchSuggestions(ctx: ServerContext, lang: Lang, keyword: string, limit: number): Promise<FilmSuggestion[]> {
  const m = matches(ctx, keyword, lang);
  const rows = await ctx.db
    .select({ id: m.filmId })
    .from(m)
    .orderBy(desc(m.score), asc(m.filmId))
    .limit(limit);
  const cards = await loadFilmCards(ctx, rows.map((r) => r.id), lang);
  return cards.map(({ id, title, poster_url }) => ({ id, title, poster_url }));
}
