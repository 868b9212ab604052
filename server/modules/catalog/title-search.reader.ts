import { and, gt, lte, max, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { films, filmTranslations } from '../../db/schema/catalog';
import { TitleSearchIndexBuilder } from './title-search.builder';
import type { TitleSearchIndex } from './title-search.index';

const FILMS_PER_READ = 10_000;
// ASCII unit and record separators: never part of a title, so they delimit the titles packed into one row.
const UNIT = '\u001f';
const RECORD = '\u001e';

/**
 * Reads every title and film popularity and builds the index. Titles come packed one row per film (all its
 * languages in one string) and in film-id ranges: a million separate rows cost PGlite several times more to hand
 * over than a hundred thousand, and ranges keep each result small and let requests run in between.
 */
export async function readTitleSearchIndex(ctx: ServerContext): Promise<TitleSearchIndex> {
  const builder = new TitleSearchIndexBuilder();
  const [{ last } = { last: 0 }] = await ctx.db.select({ last: max(filmTranslations.filmId) }).from(filmTranslations);
  for (let from = 0; from < (last ?? 0); from += FILMS_PER_READ) {
    const inRange = (column: typeof films.id | typeof filmTranslations.filmId) => and(gt(column, from), lte(column, from + FILMS_PER_READ));
    const rows = await ctx.db
      .select({
        filmId: filmTranslations.filmId,
        titles: sql<string>`string_agg(${filmTranslations.lang} || ${UNIT} || ${filmTranslations.title}, ${RECORD})`,
      })
      .from(filmTranslations)
      .where(inRange(filmTranslations.filmId))
      .groupBy(filmTranslations.filmId);
    for (const { filmId, titles } of rows) {
      for (const record of titles.split(RECORD)) {
        const cut = record.indexOf(UNIT);
        builder.add({ filmId, lang: record.slice(0, cut), title: record.slice(cut + 1) });
      }
    }
    const hotness = await ctx.db.select({ id: films.id, hotness: films.hotness }).from(films).where(inRange(films.id));
    for (const { id, hotness: value } of hotness) builder.setPopularity(id, value);
  }
  return builder.build();
}
