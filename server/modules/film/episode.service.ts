import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../contract/common.schemas';
import type { Episode, EpisodeDetail } from '../../../contract/catalog/episodes.schemas';
import type { ServerContext } from '../../context';
import { episodes, episodeTranslations, films } from '../../db/schema/catalog';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { mediaUrl, posterUrl } from '../../media-store/media-url';

const et = alias(episodeTranslations, 'et');
const etEn = alias(episodeTranslations, 'et_en');

function episodeColumns() {
  return {
    id: episodes.id,
    filmId: episodes.filmId,
    episodeNum: episodes.episodeNum,
    title: sql<string | null>`coalesce(${et.title}, ${etEn.title})`,
    durationSeconds: episodes.durationSeconds,
    posterPath: sql<string>`coalesce(${episodes.posterPath}, ${films.posterPath})`,
    free: episodes.free,
    videoPath: episodes.videoPath,
  };
}

type EpisodeRow = {
  id: number;
  filmId: number;
  episodeNum: number;
  title: string | null;
  durationSeconds: number;
  posterPath: string;
  free: boolean;
  videoPath: string;
};

function toEpisode(ctx: ServerContext, row: EpisodeRow, lang: Lang): Episode {
  const free = row.episodeNum <= ctx.config.freeEpisodes || row.free;
  return {
    id: row.id,
    film_id: row.filmId,
    episode_num: row.episodeNum,
    title: row.title ?? `#${row.episodeNum}`,
    duration_seconds: row.durationSeconds,
    thumbnail_url: posterUrl(row.posterPath, lang),
    is_free: free,
    // The same URL the episode's video answer gives anyone; a locked episode's file is named only once it may play.
    media_url: free ? mediaUrl(row.videoPath) : null,
  };
}

function selectEpisodes(ctx: ServerContext, lang: Lang) {
  return ctx.db
    .select(episodeColumns())
    .from(episodes)
    .innerJoin(films, and(eq(films.id, episodes.filmId), eq(films.published, true)))
    .leftJoin(et, and(eq(et.episodeId, episodes.id), eq(et.lang, lang)))
    .leftJoin(etEn, and(eq(etEn.episodeId, episodes.id), eq(etEn.lang, 'en')));
}

/** All episodes of a film in order; undefined when the film does not exist. */
export async function listEpisodes(ctx: ServerContext, filmId: number, lang: Lang): Promise<Episode[] | undefined> {
  const rows = await selectEpisodes(ctx, lang).where(eq(episodes.filmId, filmId)).orderBy(asc(episodes.episodeNum));
  if (rows.length > 0) return rows.map((r) => toEpisode(ctx, r, lang));
  const [film] = await ctx.db
    .select({ id: films.id })
    .from(films)
    .where(and(eq(films.id, filmId), eq(films.published, true)));
  return film ? [] : undefined;
}

/** One episode with its film, plot summary and neighbours; undefined when film or episode is unknown. */
export async function episodeDetail(ctx: ServerContext, filmId: number, episodeNum: number, lang: Lang): Promise<EpisodeDetail | undefined> {
  const j = filmTextJoins(lang);
  const [row] = await selectEpisodes(ctx, lang).where(and(eq(episodes.filmId, filmId), eq(episodes.episodeNum, episodeNum)));
  if (!row) return undefined;
  // Film title, neighbours and plot in one round trip.
  const [extra] = await ctx.db
    .select({
      title: localizedTitle,
      posterPath: films.posterPath,
      episodeCount: sql<number>`(select count(*) from episodes e where e.film_id = ${films.id})`.mapWith(Number),
      prev: sql<number | null>`(select max(e.episode_num) from episodes e where e.film_id = ${films.id} and e.episode_num < ${episodeNum})`,
      next: sql<number | null>`(select min(e.episode_num) from episodes e where e.film_id = ${films.id} and e.episode_num > ${episodeNum})`,
      plot: sql<{ id: number; body: string | null } | null>`(select json_build_object('id', p.id,
        'body', coalesce(pt.body, pe.body)) from plots p
        left join plot_translations pt on pt.plot_id = p.id and pt.lang = ${lang}
        left join plot_translations pe on pe.plot_id = p.id and pe.lang = 'en'
        where p.film_id = ${films.id} and p.episode_num = ${episodeNum} order by p.id limit 1)`,
    })
    .from(films)
    .leftJoin(j.tr, j.onLang)
    .leftJoin(j.trEn, j.onEn)
    .where(eq(films.id, filmId));
  if (!extra) return undefined;
  return {
    ...toEpisode(ctx, row, lang),
    film: { id: filmId, title: extra.title, poster_url: posterUrl(extra.posterPath, lang) },
    episode_count: extra.episodeCount,
    plot_id: extra.plot?.id ?? null,
    plot_summary: extra.plot?.body ? excerpt(extra.plot.body, 280) : null,
    prev_episode_num: extra.prev,
    next_episode_num: extra.next,
  };
}

/** The first `max` characters of a text, cut at a word boundary. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`;
}
