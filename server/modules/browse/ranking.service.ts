import { and, eq, sql } from 'drizzle-orm';
import type { Category } from '../../../contract/catalog/categories.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { FilmCard, RankedFilm } from '../../../contract/catalog/films.schemas';
import type { ServerContext } from '../../context';
import { filmCategories, films } from '../../db/schema/catalog';
import { findCategory, publicCategory } from '../catalog/category.query';
import { loadFilmCards } from '../catalog/film-card.loader';
import { FILM_SORTS, PERIOD_DAYS, rankedFilmIds } from '../catalog/film-ranking.query';
import { pagedOf, pageWindow } from '../../http/paging';

export interface PageArgs {
  readonly page: number;
  readonly page_size: number;
}

type Paged<T> = ReturnType<typeof pagedOf<T>>;

/** Films ranked by plays in a period, optionally within one aggregate; undefined for an unknown category slug. */
export async function rankFilms(
  ctx: ServerContext,
  lang: Lang,
  args: PageArgs & { period: keyof typeof PERIOD_DAYS; category?: string },
): Promise<Paged<RankedFilm> | undefined> {
  const category = args.category === undefined ? undefined : await findCategory(ctx, lang, args.category);
  if (args.category !== undefined && !category) return undefined;
  const { limit, offset } = pageWindow(args.page, args.page_size);
  const { rows, total } = await rankedFilmIds(ctx, { days: PERIOD_DAYS[args.period], categoryId: category?.id, limit, offset });
  const cards = await loadFilmCards(
    ctx,
    rows.map((r) => r.id),
    lang,
  );
  const items = cards.map((card, i) => ({ ...card, rank: offset + i + 1, score: rows[i]?.score ?? 0 }));
  return pagedOf(items, args.page, args.page_size, total);
}

/** Hot films: the weekly ranking without its rank numbers. */
export async function hotFilms(ctx: ServerContext, lang: Lang, args: PageArgs & { category?: string }): Promise<Paged<FilmCard> | undefined> {
  const ranked = await rankFilms(ctx, lang, { ...args, period: 'week' });
  if (!ranked) return undefined;
  return { ...ranked, items: ranked.items.map(({ rank: _rank, score: _score, ...card }) => card) };
}

/** The films of an aggregate page by `_cname`; a ranking aggregate keeps its curated order. */
export async function categoryFilms(
  ctx: ServerContext,
  lang: Lang,
  args: PageArgs & { cname: string; sort: keyof typeof FILM_SORTS },
): Promise<(Paged<FilmCard> & { category: Category }) | undefined> {
  const category = await findCategory(ctx, lang, args.cname);
  if (!category) return undefined;
  const { limit, offset } = pageWindow(args.page, args.page_size);
  const order = category.kind === 'ranking' ? [filmCategories.position, ...FILM_SORTS.hot] : FILM_SORTS[args.sort];
  const rows = await ctx.db
    .select({ id: films.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(films)
    .innerJoin(filmCategories, and(eq(filmCategories.filmId, films.id), eq(filmCategories.categoryId, category.id)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const items = await loadFilmCards(
    ctx,
    rows.map((r) => r.id),
    lang,
  );
  return { category: publicCategory(category), ...pagedOf(items, args.page, args.page_size, rows[0]?.total ?? category.film_count) };
}
