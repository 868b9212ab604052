import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { categories, categoryTranslations } from '../../db/schema/catalog';

/** What a film card shows of one of its aggregates. */
export interface CategoryName {
  readonly slug: string;
  readonly kind: 'category' | 'ranking' | 'topic';
  readonly name: string;
}

const ct = alias(categoryTranslations, 'ct');
const ctEn = alias(categoryTranslations, 'ct_en');

/**
 * Every aggregate's slug, kind and name in `lang` (English, then the slug, as fallback), by id; cached briefly
 * (`reread` skips the cache). The aggregates are a few dozen rows, so cards name them from memory instead of
 * joining them once per card.
 */
export async function categoryNames(ctx: ServerContext, lang: Lang, reread = false): Promise<ReadonlyMap<number, CategoryName>> {
  const key = `category-names:${lang}`;
  const { misc } = ctx.parts.catalogCaches;
  const cached = misc.get(key) as ReadonlyMap<number, CategoryName> | undefined;
  if (cached && !reread) return cached;
  const rows = await ctx.db
    .select({
      id: categories.id,
      slug: categories.slug,
      kind: categories.kind,
      name: sql<string>`coalesce(${ct.name}, ${ctEn.name}, ${categories.slug})`,
    })
    .from(categories)
    .leftJoin(ct, and(eq(ct.categoryId, categories.id), eq(ct.lang, lang)))
    .leftJoin(ctEn, and(eq(ctEn.categoryId, categories.id), eq(ctEn.lang, 'en')));
  const names = new Map(rows.map(({ id, slug, kind, name }) => [id, { slug, kind, name }]));
  misc.set(key, names);
  return names;
}
