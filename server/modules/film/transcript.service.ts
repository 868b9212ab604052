import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import { LOCKED_TRANSCRIPT_LINES, type Transcript } from '../../../contract/film/transcript.schemas';
import { parseWebVtt, type TranscriptLine } from '../../../src/domain/player/webvtt.parser';
import type { ServerContext } from '../../context';
import { episodes, films } from '../../db/schema/catalog';
import type { Caller } from '../../http/caller';
import { AppError } from '../../http/app-error';
import { mediaKeyOfPath } from '../../media-store/media-key';
import type { MediaStore } from '../../media-store/media-store.port';
import { mediaUrl } from '../../media-store/media-url';
import { subtitleTracks } from './subtitle-tracks';
import { playPermission } from './play-permission.service';

/** The biggest track read: a short drama's episode has a few hundred lines, far below this. */
const MAX_TRACK_BYTES = 1_000_000;

/**
 * The media store key of the track served in `lang`: the file of its current version (an operator's upload or
 * rollback, `paths`), else the one beside the video (`clips/a.mp4` → `clips/a.hi.vtt`); null for a track elsewhere.
 */
export function trackKey(videoPath: string, lang: string, paths: Readonly<Record<string, string>> = {}): string | null {
  const [track] = subtitleTracks(mediaUrl(videoPath), [lang], paths);
  return (track && mediaKeyOfPath(track.url)) ?? null;
}

/** Whether the episode lists a track in `lang` (what its transcript page needs to exist). */
export async function hasTranscript(ctx: ServerContext, filmId: number, episodeNum: number, lang: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ subtitleLangs: episodes.subtitleLangs })
    .from(episodes)
    .innerJoin(films, and(eq(films.id, episodes.filmId), eq(films.published, true)))
    .where(and(eq(episodes.filmId, filmId), eq(episodes.episodeNum, episodeNum)))
    .limit(1);
  return row?.subtitleLangs.includes(lang) ?? false;
}

/** The text of the track stored under `key`; null when there is none or it is too large to be a track. */
export async function readTrackText(media: MediaStore, key: string): Promise<string | null> {
  const object = await media.get(key);
  if (!object) return null;
  if (object.info.size > MAX_TRACK_BYTES) {
    object.body.destroy();
    return null;
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks).toString('utf8');
}

/** The lines of the track stored under `key`, with their times; null when it cannot be read. */
export async function readTrackLines(media: MediaStore, key: string): Promise<TranscriptLine[] | null> {
  const text = await readTrackText(media, key);
  return text === null ? null : parseWebVtt(text);
}

/**
 * An episode's lines in `lang`, with their times. A locked episode keeps its lock here too: its first
 * LOCKED_TRANSCRIPT_LINES lines and `locked`, so the page can offer the same ways to unlock as the player.
 */
export async function episodeTranscript(ctx: ServerContext, filmId: number, episodeNum: number, lang: Lang, caller: Caller): Promise<Transcript> {
  const [row] = await ctx.db
    .select({ id: episodes.id, videoPath: episodes.videoPath, subtitleLangs: episodes.subtitleLangs, subtitlePaths: episodes.subtitlePaths })
    .from(episodes)
    .innerJoin(films, and(eq(films.id, episodes.filmId), eq(films.published, true)))
    .where(and(eq(episodes.filmId, filmId), eq(episodes.episodeNum, episodeNum)))
    .limit(1);
  if (!row) throw new AppError(404, 'episode.not_found');
  const key = row.subtitleLangs.includes(lang) ? trackKey(row.videoPath, lang, row.subtitlePaths) : null;
  const lines = key ? await readTrackLines(ctx.media, key) : null;
  if (!lines) throw new AppError(404, 'transcript.not_found');
  const { allowed } = await playPermission(ctx, filmId, episodeNum, caller);
  return {
    film_id: filmId,
    episode_id: row.id,
    episode_num: episodeNum,
    lang,
    locked: !allowed,
    lines: allowed ? lines : lines.slice(0, LOCKED_TRANSCRIPT_LINES),
    total_lines: lines.length,
  };
}
