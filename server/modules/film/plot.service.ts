import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../contract/common.schemas';
import type { Plot, PlotSummary } from '../../../contract/film/plots.schemas';
import type { ServerContext } from '../../context';
import { films, plots, plotTranslations } from '../../db/schema/catalog';
import { excerpt } from './episode.service';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { posterUrl } from '../../media-store/media-url';

const pt = alias(plotTranslations, 'pt');
const ptEn = alias(plotTranslations, 'pt_en');
const EXCERPT_CHARS = 200;

function plotColumns() {
  return {
    id: plots.id,
    filmId: plots.filmId,
    episodeNum: plots.episodeNum,
    title: sql<string>`coalesce(${pt.title}, ${ptEn.title}, '')`,
    body: sql<string>`coalesce(${pt.body}, ${ptEn.body}, '')`,
  };
}

function selectPlots(ctx: ServerContext, lang: Lang) {
  return ctx.db
    .select(plotColumns())
    .from(plots)
    .leftJoin(pt, and(eq(pt.plotId, plots.id), eq(pt.lang, lang)))
    .leftJoin(ptEn, and(eq(ptEn.plotId, plots.id), eq(ptEn.lang, 'en')));
}

const toSummary = (r: { id: number; filmId: number; episodeNum: number; title: string; body: string }): PlotSummary => ({
  id: r.id,
  film_id: r.filmId,
  episode_num: r.episodeNum,
  title: r.title,
  excerpt: excerpt(r.body, EXCERPT_CHARS),
});

/** A film's plots in episode order; undefined when the film does not exist. */
export async function listPlots(ctx: ServerContext, filmId: number, lang: Lang): Promise<PlotSummary[] | undefined> {
  const rows = await selectPlots(ctx, lang).where(eq(plots.filmId, filmId)).orderBy(asc(plots.episodeNum), asc(plots.id));
  if (rows.length > 0) return rows.map(toSummary);
  const [film] = await ctx.db.select({ id: films.id }).from(films).where(eq(films.id, filmId));
  return film ? [] : undefined;
}

/** One plot with its film and its neighbours in the film's plot order; undefined when unknown. */
export async function plotDetail(ctx: ServerContext, plotId: number, lang: Lang): Promise<Plot | undefined> {
  const j = filmTextJoins(lang);
  const order = sql`(p2.episode_num, p2.id)`;
  const [row] = await selectPlots(ctx, lang).where(eq(plots.id, plotId));
  if (!row) return undefined;
  const [film] = await ctx.db
    .select({
      title: localizedTitle,
      posterPath: films.posterPath,
      prev: sql<
        number | null
      >`(select p2.id from plots p2 where p2.film_id = ${films.id} and ${order} < (${row.episodeNum}, ${row.id}) order by p2.episode_num desc, p2.id desc limit 1)`,
      next: sql<
        number | null
      >`(select p2.id from plots p2 where p2.film_id = ${films.id} and ${order} > (${row.episodeNum}, ${row.id}) order by p2.episode_num, p2.id limit 1)`,
    })
    .from(films)
    .leftJoin(j.tr, j.onLang)
    .leftJoin(j.trEn, j.onEn)
    .where(eq(films.id, row.filmId));
  if (!film) return undefined;
  return {
    ...toSummary(row),
    film: { id: row.filmId, title: film.title, poster_url: posterUrl(film.posterPath, lang) },
    body: row.body,
    prev_id: film.prev,
    next_id: film.next,
  };
}
