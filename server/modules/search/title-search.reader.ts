import { and, gt, lte, max, sql } from 'drizzle-orm';
import type { ServerInfrastructure } from '../../infrastructure';
import { films, filmTranslations } from '../../db/schema/catalog';
import { TitleSearchIndexBuilder } from './title-search.builder';
import type { TitleSearchIndex } from './title-search.index';

const FILMS_PER_READ = 10_000;
// ASCII unit and record separators: never part of a title, so they delimit the titles packed into one string.
const UNIT = '\u001f';
const RECORD = '\u001e';

/**
 * Reads every title and film popularity and builds the index. Each film-id range comes back packed into one string
 * (records of id, language and title): handing over a million rows costs PGlite several times more than a few
 * strings, and ranges keep each answer a few megabytes and let requests run in between.
 */
export async function readTitleSearchIndex(ctx: Pick<ServerInfrastructure, 'db'>): Promise<TitleSearchIndex> {
  const builder = new TitleSearchIndexBuilder();
  const [{ last } = { last: 0 }] = await ctx.db.select({ last: max(filmTranslations.filmId) }).from(filmTranslations);
  for (let from = 0; from < (last ?? 0); from += FILMS_PER_READ) {
    const inRange = (column: typeof films.id | typeof filmTranslations.filmId) => and(gt(column, from), lte(column, from + FILMS_PER_READ));
    const [titles] = await ctx.db
      .select({
        packed: sql<
          string | null
        >`string_agg(${filmTranslations.filmId} || ${UNIT} || ${filmTranslations.lang} || ${UNIT} || ${filmTranslations.title}, ${RECORD})`,
      })
      .from(filmTranslations)
      .where(inRange(filmTranslations.filmId));
    for (const record of titles?.packed?.split(RECORD) ?? []) {
      const idEnd = record.indexOf(UNIT);
      const langEnd = record.indexOf(UNIT, idEnd + 1);
      builder.add({ filmId: Number(record.slice(0, idEnd)), lang: record.slice(idEnd + 1, langEnd), title: record.slice(langEnd + 1) });
    }
    const [hotness] = await ctx.db
      .select({ packed: sql<string | null>`string_agg(${films.id} || ${UNIT} || ${films.hotness}, ${RECORD})` })
      .from(films)
      .where(inRange(films.id));
    for (const record of hotness?.packed?.split(RECORD) ?? []) {
      const cut = record.indexOf(UNIT);
      builder.setPopularity(Number(record.slice(0, cut)), Number(record.slice(cut + 1)));
    }
  }
  return builder.build();
}
