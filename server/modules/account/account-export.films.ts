import { inArray, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../src/domain/routing/language';
import { buildPath } from '../../../src/domain/routing/route-path.builder';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';

/** A drama the export names by id: its title and the address of its page, so the ids in the file can be followed. */
export interface ExportedFilm {
  readonly film_id: number;
  readonly title: string;
  readonly page: string;
}

/**
 * The dramas behind `filmIds`, titled in the member's language (else English) with the page the site links to: the
 * drama's page under its first category (as the sitemap lists it), or its plots page for a drama in no category.
 */
export async function exportedFilms(ctx: ServerContext, filmIds: readonly number[], locale: string): Promise<ExportedFilm[]> {
  const ids = [...new Set(filmIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const lang: Language = isLanguage(locale) ? locale : 'en';
  const rows = await ctx.db
    .select({
      id: films.id,
      title: sql<string | null>`coalesce(
        (select t.title from film_translations t where t.film_id = ${films.id} and t.lang = ${lang}),
        (select t.title from film_translations t where t.film_id = ${films.id} and t.lang = 'en'),
        (select t.title from film_translations t where t.film_id = ${films.id} order by t.lang limit 1))`,
      cname: sql<string | null>`(select c.slug from film_categories fc join categories c on c.id = fc.category_id
        where fc.film_id = ${films.id} and c.kind = 'category' order by fc.position, c.id limit 1)`,
    })
    .from(films)
    .where(inArray(films.id, ids))
    .orderBy(films.id);
  return rows.map((row) => ({ film_id: row.id, title: row.title ?? '', page: filmPage(row.id, row.cname, lang) }));
}

function filmPage(filmId: number, cname: string | null, lang: Language): string {
  try {
    if (cname) return buildPath('film', { _cname: cname, _did: filmId }, lang);
  } catch {
    // A category slug the routes do not accept: the plots page needs only the id.
  }
  return buildPath('filmPlots', { filmId }, lang);
}
