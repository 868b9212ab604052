import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { CategoryShelf, Topic } from '../../../contract/content/topics.schemas';
import type { ServerContext } from '../../context';
import { filmCategories, films } from '../../db/schema/catalog';
import { type CategoryRow, listCategories, publicCategory } from '../catalog/category.query';
import { loadFilmCards } from '../catalog/film-card.loader';

/** The first `perCategory` film ids of each aggregate (curated position, then hotness), in one query. */
async function firstFilmIds(ctx: ServerContext, categoryIds: number[], perCategory: number): Promise<Map<number, number[]>> {
  const byCategory = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return byCategory;
  const ranked = ctx.db
    .select({
      categoryId: filmCategories.categoryId,
      filmId: filmCategories.filmId,
      rn: sql<number>`row_number() over (partition by ${filmCategories.categoryId} order by ${filmCategories.position}, ${films.hotness} desc, ${films.id})`.as(
        'rn',
      ),
    })
    .from(filmCategories)
    .innerJoin(films, eq(films.id, filmCategories.filmId))
    .where(inArray(filmCategories.categoryId, categoryIds))
    .as('ranked');
  const rows = await ctx.db
    .select({ categoryId: ranked.categoryId, filmId: ranked.filmId })
    .from(ranked)
    .where(lte(ranked.rn, perCategory))
    .orderBy(ranked.categoryId, ranked.rn);
  for (const row of rows) byCategory.get(row.categoryId)?.push(row.filmId);
  return byCategory;
}

async function shelves(ctx: ServerContext, lang: Lang, cats: CategoryRow[], perCategory: number) {
  const ids = await firstFilmIds(
    ctx,
    cats.map((c) => c.id),
    perCategory,
  );
  const cards = await loadFilmCards(ctx, [...new Set([...ids.values()].flat())], lang);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return cats.map((category) => ({ category, films: (ids.get(category.id) ?? []).flatMap((id) => byId.get(id) ?? []) }));
}

/** Home topic rails: topics in editorial order, each with its first films. */
export async function recommendedTopics(ctx: ServerContext, lang: Lang, limit: number, perTopic: number): Promise<Topic[]> {
  const topics = (await listCategories(ctx, lang, ['topic'])).slice(0, limit);
  return (await shelves(ctx, lang, topics, perTopic)).map(({ category, films: list }) => ({
    slug: category.slug,
    name: category.name,
    description: category.description ?? '',
    cover_url: category.cover_url,
    film_count: category.film_count,
    films: list,
  }));
}

/** The best films of each category (or of the one named); undefined for an unknown slug. */
export async function topByCategory(
  ctx: ServerContext,
  lang: Lang,
  args: { category?: string; limit: number; films_per_category: number },
): Promise<CategoryShelf[] | undefined> {
  const all = await listCategories(ctx, lang, ['category']);
  const chosen = args.category === undefined ? all.slice(0, args.limit) : all.filter((c) => c.slug === args.category);
  if (args.category !== undefined && chosen.length === 0) return undefined;
  const result = await shelves(ctx, lang, chosen, args.films_per_category);
  return result.map(({ category, films: list }) => ({ category: publicCategory(category), films: list }));
}
