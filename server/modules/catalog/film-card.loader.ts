import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../contract/common.schemas';
import type { FilmCard } from '../../../contract/catalog/films.schemas';
import type { ServerContext } from '../../context';
import { filmDailyStats, films, filmTranslations } from '../../db/schema/catalog';
import { filmKey } from './catalog-caches';
import { categoryNames } from './category-names.query';
import { posterUrl } from '../../media-store/media-url';

const DAY_MS = 86_400_000;
const NEW_DAYS = 30;
const HOT_SET_SIZE = 24;

const tr = alias(filmTranslations, 'tr');
const trEn = alias(filmTranslations, 'tr_en');

/**
 * The average of 1..5 stars from the kept sum and count (0 without ratings), to one decimal as every view shows it
 * ("4.3"): the further digits of sum / count went out in every film card of every page and payload (a home page
 * holds some 180 cards), read by nothing, and do not compress. Rounded exactly on the integers, halves up
 * (87 / 20 = 4.35 gives 4.4), not on the float sum / count, whose nearest double may fall on either side of a half.
 */
export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.floor((20 * sum + count) / (2 * count)) / 10 : 0;
}

/** `YYYY-MM-DD` of the UTC day `days` before `now`. */
export function dayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** The film's title in `lang`, falling back to English: use in selects joined with `tr`/`trEn` from filmTextJoins. */
export const localizedTitle = sql<string>`coalesce(${tr.title}, ${trEn.title}, '')`;
export const localizedSynopsis = sql<string>`coalesce(${tr.synopsis}, ${trEn.synopsis}, '')`;

/** Join conditions of the visitor-language and English translation rows of `films`. */
export function filmTextJoins(lang: Lang) {
  return {
    tr,
    trEn,
    onLang: and(eq(tr.filmId, films.id), eq(tr.lang, lang)),
    onEn: and(eq(trEn.filmId, films.id), eq(trEn.lang, 'en')),
  };
}

/** Ids of the most played films over the last 7 days, cached for a minute. */
export async function hotFilmIds(ctx: ServerContext): Promise<ReadonlySet<number>> {
  const caches = ctx.parts.catalogCaches;
  const cached = caches.hotIds.get('hot');
  if (cached) return cached;
  const rows = await ctx.db
    .select({ filmId: filmDailyStats.filmId })
    .from(filmDailyStats)
    .where(gte(filmDailyStats.day, dayBefore(ctx.clock.now(), 7)))
    .groupBy(filmDailyStats.filmId)
    .orderBy(desc(sql`sum(${filmDailyStats.plays})`), filmDailyStats.filmId)
    .limit(HOT_SET_SIZE);
  const ids = new Set(rows.map((r) => r.filmId));
  caches.hotIds.set('hot', ids);
  return ids;
}

/** The title in `lang`, else in English, of the film of the outer row: one index lookup each, no join. */
function titleOf(lang: Lang) {
  return sql<string>`coalesce(
    (select t.title from film_translations t where t.film_id = ${films.id} and t.lang = ${lang}),
    (select t.title from film_translations t where t.film_id = ${films.id} and t.lang = 'en'), '')`;
}

/** The film's aggregate ids, comma separated, in the card's order (position, then id). */
const categoryIdList = sql<string | null>`(
  select string_agg(fc.category_id::text, ',' order by fc.position, fc.category_id)
  from film_categories fc where fc.film_id = ${films.id})`;

/**
 * Reads the cards of `ids` in one query over `films` with scalar subqueries (an id array, not one parameter per
 * id): PGlite plans and runs it several times faster than joining translations and aggregating category JSON.
 * Aggregate names come from memory (categoryNames).
 */
async function queryCards(ctx: ServerContext, ids: number[], lang: Lang, hot: ReadonlySet<number>): Promise<FilmCard[]> {
  const rows = await ctx.db
    .select({
      id: films.id,
      title: titleOf(lang),
      posterPath: films.posterPath,
      episodeCount: films.episodeCount,
      ratingSum: films.ratingSum,
      ratingCount: films.ratingCount,
      playCount: films.playCount,
      createdAt: films.createdAt,
      categoryIds: categoryIdList,
    })
    .from(films)
    // A draft (unpublished) drama has no card anywhere: lists, search, film and episode pages skip it.
    .where(sql`${films.id} = any(${`{${ids.join(',')}}`}::int[]) and ${films.published}`);
  const lists = rows.map((r) => (r.categoryIds ? r.categoryIds.split(',').map(Number) : []));
  let names = await categoryNames(ctx, lang);
  if (lists.some((list) => list.some((id) => !names.has(id)))) {
    // An aggregate created since the names were cached: read them again.
    names = await categoryNames(ctx, lang, true);
  }
  const newSince = ctx.clock.now().getTime() - NEW_DAYS * DAY_MS;
  return rows.map((r, i) => {
    const aggregates = lists[i]!.flatMap((id) => names.get(id) ?? []);
    return {
      id: r.id,
      title: r.title,
      poster_url: posterUrl(r.posterPath, lang),
      episode_count: r.episodeCount,
      rating_avg: ratingAverage(r.ratingSum, r.ratingCount),
      rating_count: r.ratingCount,
      play_count: r.playCount,
      categories: aggregates.filter((c) => c.kind === 'category').map(({ slug, name }) => ({ slug, name })),
      tags: aggregates.filter((c) => c.kind === 'topic').map((c) => c.name),
      is_new: r.createdAt.getTime() >= newSince,
      is_hot: hot.has(r.id),
    };
  });
}

/**
 * Film cards for `ids`, in the order given (unknown ids are skipped). Cards come from the cache; the misses
 * are read in one query.
 */
export async function loadFilmCards(ctx: ServerContext, ids: readonly number[], lang: Lang): Promise<FilmCard[]> {
  if (ids.length === 0) return [];
  const { cards } = ctx.parts.catalogCaches;
  const found = new Map<number, FilmCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = cards.get(filmKey(id, lang));
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const loaded = await queryCards(ctx, [...new Set(missing)], lang, await hotFilmIds(ctx));
    for (const card of loaded) {
      cards.set(filmKey(card.id, lang), card);
      found.set(card.id, card);
    }
  }
  return ids.flatMap((id) => {
    const card = found.get(id);
    return card ? [card] : [];
  });
}
