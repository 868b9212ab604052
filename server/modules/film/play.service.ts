import { eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { Video } from '../../../contract/catalog/media.schemas';
import type { ServerContext } from '../../context';
import { episodes, episodeTranslations, films } from '../../db/schema/catalog';
import { plays } from '../../db/schema/growth';
import { AppError } from '../../http/app-error';
import { recordFilmPlay } from './film-play.recorder';
import { subtitleTracks } from './subtitle-tracks';
import { isLanguage } from '../../../src/domain/routing/language';
import { mediaUrl, posterUrl } from '../../media-store/media-url';
import type { Caller } from '../../http/caller';
import { playPermission } from './play-permission.service';

/**
 * Plays an episode: checks the permission (play.locked otherwise), records the play unless `record` is false (the
 * player prefetching the next episode) and answers the episode's video.
 */
export async function playEpisode(ctx: ServerContext, filmId: number, episodeNum: number, caller: Caller, lang: Lang, record = true): Promise<Video> {
  const permission = await playPermission(ctx, filmId, episodeNum, caller);
  if (!permission.allowed) throw new AppError(403, 'play.locked');
  const [row] = await ctx.db
    .select({
      id: episodes.id,
      videoPath: episodes.videoPath,
      posterPath: sql<string>`coalesce(${episodes.posterPath}, ${films.posterPath})`,
      durationSeconds: episodes.durationSeconds,
      subtitleLangs: episodes.subtitleLangs,
      subtitlePaths: episodes.subtitlePaths,
      originalLang: films.originalLang,
      title: sql<string | null>`coalesce(
        (select t.title from ${episodeTranslations} t where t.episode_id = ${episodes.id} and t.lang = ${lang}),
        (select t.title from ${episodeTranslations} t where t.episode_id = ${episodes.id} and t.lang = 'en'))`,
    })
    .from(episodes)
    .innerJoin(films, eq(films.id, episodes.filmId))
    .where(sql`${episodes.filmId} = ${filmId} and ${episodes.episodeNum} = ${episodeNum}`)
    .limit(1);
  if (!row) throw new AppError(404, 'episode.not_found');
  if (record) {
    await ctx.db.insert(plays).values({ filmId, episodeNum, visitorId: caller.visitorId, userId: caller.userId, lang, createdAt: ctx.clock.now() });
    await recordFilmPlay(ctx, filmId);
  }
  const url = mediaUrl(row.videoPath);
  return {
    id: row.id,
    film_id: filmId,
    kind: 'episode',
    episode_num: episodeNum,
    title: row.title ?? `#${episodeNum}`,
    url,
    poster_url: posterUrl(row.posterPath, lang),
    duration_seconds: row.durationSeconds,
    subtitles: subtitleTracks(url, row.subtitleLangs, row.subtitlePaths),
    ...(isLanguage(row.originalLang) ? { original_lang: row.originalLang } : {}),
  };
}
