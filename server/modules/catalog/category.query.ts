import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Category, CategoryKind } from '../../../contract/catalog/categories.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { categories, categoryTranslations } from '../../db/schema/catalog';
import { optionalMediaUrl } from '../../media-store/media-url';

/** A category as the API shows it, plus what the services need internally. */
export interface CategoryRow extends Category {
  readonly id: number;
  readonly cover_url: string | null;
}

const ct = alias(categoryTranslations, 'ct');
const ctEn = alias(categoryTranslations, 'ct_en');

/** Aggregates of the given kinds (all when empty), ordered by kind then position; cached briefly. */
export async function listCategories(ctx: ServerContext, lang: Lang, kinds: readonly CategoryKind[] = []): Promise<CategoryRow[]> {
  const key = `categories:${lang}:${kinds.join(',')}`;
  const { misc } = ctx.parts.catalogCaches;
  const cached = misc.get(key) as CategoryRow[] | undefined;
  if (cached) return cached;
  const rows = await ctx.db
    .select({
      id: categories.id,
      slug: categories.slug,
      kind: categories.kind,
      coverPath: categories.coverPath,
      name: sql<string>`coalesce(${ct.name}, ${ctEn.name}, ${categories.slug})`,
      description: sql<string | null>`coalesce(${ct.description}, ${ctEn.description})`,
      filmCount: sql<number>`(select count(*) from film_categories fc where fc.category_id = ${categories.id})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(ct, and(eq(ct.categoryId, categories.id), eq(ct.lang, lang)))
    .leftJoin(ctEn, and(eq(ctEn.categoryId, categories.id), eq(ctEn.lang, 'en')))
    .where(kinds.length > 0 ? inArray(categories.kind, [...kinds]) : undefined)
    .orderBy(asc(categories.kind), asc(categories.position), asc(categories.id));
  const result = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    kind: r.kind,
    name: r.name,
    description: r.description || null,
    film_count: r.filmCount,
    cover_url: optionalMediaUrl(r.coverPath),
  }));
  misc.set(key, result);
  return result;
}

/** One aggregate by slug (`_cname`), or undefined. */
export async function findCategory(ctx: ServerContext, lang: Lang, slug: string): Promise<CategoryRow | undefined> {
  return (await listCategories(ctx, lang)).find((c) => c.slug === slug);
}

/** The public shape of a category (without internal id and cover). */
export function publicCategory(row: CategoryRow): Category {
  return { slug: row.slug, name: row.name, kind: row.kind, description: row.description, film_count: row.film_count };
}
