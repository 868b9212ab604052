import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../contract/common.schemas';
import type { Photo, Video } from '../../../contract/catalog/media.schemas';
import type { ServerContext } from '../../context';
import { films, photos, photoTranslations, videos, videoTranslations } from '../../db/schema/catalog';
import { subtitleTracks } from './subtitle-tracks';
import { isLanguage } from '../../../src/domain/routing/language';
import { mediaUrl } from '../../media-store/media-url';
import { pagedOf, pageWindow } from '../../http/paging';

const pht = alias(photoTranslations, 'pht');
const phtEn = alias(photoTranslations, 'pht_en');
const vt = alias(videoTranslations, 'vt');
const vtEn = alias(videoTranslations, 'vt_en');

async function filmExists(ctx: ServerContext, filmId: number): Promise<boolean> {
  const [film] = await ctx.db.select({ id: films.id }).from(films).where(eq(films.id, filmId));
  return Boolean(film);
}

/** A page of a film's stills; undefined when the film does not exist. */
export async function listPhotos(ctx: ServerContext, filmId: number, lang: Lang, page: number, pageSize: number) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await ctx.db
    .select({
      id: photos.id,
      path: photos.path,
      width: photos.width,
      height: photos.height,
      alt: sql<string>`coalesce(${pht.alt}, ${phtEn.alt}, '')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(photos)
    .leftJoin(pht, and(eq(pht.photoId, photos.id), eq(pht.lang, lang)))
    .leftJoin(phtEn, and(eq(phtEn.photoId, photos.id), eq(phtEn.lang, 'en')))
    .where(eq(photos.filmId, filmId))
    .orderBy(asc(photos.position), asc(photos.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0 && !(await filmExists(ctx, filmId))) return undefined;
  const items: Photo[] = rows.map((r) => ({ id: r.id, film_id: filmId, url: mediaUrl(r.path), width: r.width, height: r.height, alt: r.alt }));
  const total = rows[0]?.total ?? (offset > 0 ? await ctx.db.$count(photos, eq(photos.filmId, filmId)) : 0);
  return pagedOf(items, page, pageSize, total);
}

function selectVideos(ctx: ServerContext, lang: Lang) {
  return ctx.db
    .select({
      id: videos.id,
      filmId: videos.filmId,
      kind: videos.kind,
      path: videos.path,
      posterPath: videos.posterPath,
      durationSeconds: videos.durationSeconds,
      subtitleLangs: videos.subtitleLangs,
      originalLang: sql<string | null>`(select f.original_lang from ${films} f where f.id = ${videos.filmId})`,
      title: sql<string>`coalesce(${vt.title}, ${vtEn.title}, '')`,
    })
    .from(videos)
    .leftJoin(vt, and(eq(vt.videoId, videos.id), eq(vt.lang, lang)))
    .leftJoin(vtEn, and(eq(vtEn.videoId, videos.id), eq(vtEn.lang, 'en')));
}

type VideoRow = Awaited<ReturnType<ReturnType<typeof selectVideos>['execute']>>[number];

function toVideo(r: VideoRow): Video {
  const url = mediaUrl(r.path);
  return {
    id: r.id,
    film_id: r.filmId,
    // behind-the-scenes material is listed as a clip: the contract knows trailers, clips and episodes.
    kind: r.kind === 'trailer' ? 'trailer' : 'clip',
    episode_num: null,
    title: r.title,
    url,
    poster_url: mediaUrl(r.posterPath),
    duration_seconds: r.durationSeconds,
    subtitles: subtitleTracks(url, r.subtitleLangs),
    ...(isLanguage(r.originalLang) ? { original_lang: r.originalLang } : {}),
  };
}

/** Trailers and clips of a film; undefined when the film does not exist. */
export async function listVideos(ctx: ServerContext, filmId: number, lang: Lang): Promise<Video[] | undefined> {
  const rows = await selectVideos(ctx, lang).where(eq(videos.filmId, filmId)).orderBy(asc(videos.position), asc(videos.id));
  if (rows.length === 0 && !(await filmExists(ctx, filmId))) return undefined;
  return rows.map(toVideo);
}

/** One trailer or clip by id; undefined when unknown. */
export async function videoDetail(ctx: ServerContext, videoId: number, lang: Lang): Promise<Video | undefined> {
  const [row] = await selectVideos(ctx, lang).where(eq(videos.id, videoId));
  return row ? toVideo(row) : undefined;
}
