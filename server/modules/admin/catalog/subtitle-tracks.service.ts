import { text } from 'node:stream/consumers';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../../contract/common.schemas';
import type { SubtitleTracks } from '../../../../contract/admin/subtitle-tracks.schemas';
import { checkWebVtt, TRACK_PROBLEM_KEYS } from '../../../../src/domain/subtitles/webvtt-check';
import { codeOf } from '../../../../contract/error-codes';
import type { ServerContext } from '../../../context';
import type { Database } from '../../../db/database';
import { episodes, films, subtitleVersions } from '../../../db/schema/catalog';
import { AppError } from '../../../http/app-error';
import { mediaKeyOfPath } from '../../../media-store/media-key';
import { mediaUrl } from '../../../media-store/media-url';
import { subtitleTracks } from '../../film/subtitle-tracks';
import { writeAudit } from '../audit-log';
import { followCatalogEdit } from './catalog-follow-up';
import { syncDialogue } from '../../search/dialogue.index';
import { contentHash, MediaBatch } from './media-files';

export type Operator = { readonly id: string; readonly email: string };

/** Who made the version an episode came with. */
const CATALOG_AUTHOR = 'catalog';

export interface EpisodeRow {
  id: number;
  slug: string;
  videoPath: string;
  durationSeconds: number;
  subtitleLangs: string[];
  subtitlePaths: Record<string, string>;
}

async function episodeRow(db: Database, filmId: number, num: number, lock = false): Promise<EpisodeRow> {
  const [film] = await db.select({ slug: films.slug }).from(films).where(eq(films.id, filmId));
  if (!film) throw new AppError(404, 'film.not_found');
  // One change of an episode's tracks at a time: a second operator's upload waits for the first's version number.
  const query = db
    .select({
      id: episodes.id,
      videoPath: episodes.videoPath,
      durationSeconds: episodes.durationSeconds,
      subtitleLangs: episodes.subtitleLangs,
      subtitlePaths: episodes.subtitlePaths,
    })
    .from(episodes)
    .where(and(eq(episodes.filmId, filmId), eq(episodes.episodeNum, num)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'episode.not_found');
  return { ...row, slug: film.slug ?? `film-${filmId}` };
}

/** The tracks of an episode as the console lists them: each language's served URL and its versions, newest first. */
export async function episodeSubtitleTracks(ctx: ServerContext, filmId: number, num: number): Promise<SubtitleTracks> {
  const row = await episodeRow(ctx.db, filmId, num);
  const versions = await ctx.db
    .select()
    .from(subtitleVersions)
    .where(eq(subtitleVersions.episodeId, row.id))
    .orderBy(subtitleVersions.lang, desc(subtitleVersions.version));
  return {
    film_id: filmId,
    episode_num: num,
    duration_seconds: row.durationSeconds,
    tracks: subtitleTracks(mediaUrl(row.videoPath), row.subtitleLangs, row.subtitlePaths).map((track) => ({
      lang: track.lang,
      url: track.url,
      versions: versions
        .filter((v) => v.lang === track.lang)
        .map((v) => ({
          version: v.version,
          url: v.path,
          cues: v.cues,
          source: v.source,
          restored_version: v.restoredVersion,
          change: v.change ?? null,
          created_by: v.createdBy,
          created_at: v.createdAt?.toISOString() ?? null,
        })),
    })),
  };
}

/** The cue count of a stored track (the original, recorded as version 1 when first replaced); 0 when unreadable. */
async function storedCues(ctx: ServerContext, url: string): Promise<number> {
  const key = mediaKeyOfPath(url);
  const object = key ? await ctx.media.get(key).catch(() => undefined) : undefined;
  if (!object) return 0;
  const body = await text(object.body);
  const check = checkWebVtt(body, Buffer.byteLength(body), null);
  return check.ok ? check.cues : 0;
}

/** The file a new version serves, and what made it (an upload when neither `restored` nor `change` is set). */
export interface NextVersion {
  path: string;
  cues: number;
  restored: number | null;
  change?: { report_id: number; at: number; before: string | null; after: string };
  /** Runs in the version's transaction once its number is known (a correction marks its report approved). */
  settle?: (tx: Database, version: number) => Promise<void>;
}

/** What `next` of addVersion sees: the episode (locked for the transaction), the served URL of `lang`, its latest version. */
export interface TrackState {
  row: EpisodeRow;
  served: string | null;
  latest: { version: number; path: string } | undefined;
}

/**
 * Makes `path` the served track of `lang` as a new version: the first change of a track the episode came with
 * records that original as version 1, so a rollback can bring it back. Audited; caches follow at once (on every
 * process: the change notice goes through the episodes table). Answers the new version's number.
 */
export async function addVersion(
  ctx: ServerContext,
  operator: Operator,
  filmId: number,
  num: number,
  lang: Lang,
  next: (state: TrackState, tx: Database) => Promise<NextVersion>,
): Promise<number> {
  const made = await ctx.db.transaction(async (tx) => {
    const row = await episodeRow(tx, filmId, num, true);
    const [latest] = await tx
      .select({ version: subtitleVersions.version, path: subtitleVersions.path })
      .from(subtitleVersions)
      .where(and(eq(subtitleVersions.episodeId, row.id), eq(subtitleVersions.lang, lang)))
      .orderBy(desc(subtitleVersions.version))
      .limit(1);
    const served = subtitleTracks(mediaUrl(row.videoPath), [lang], row.subtitlePaths)[0]!.url;
    const wanted = await next({ row, latest, served: row.subtitleLangs.includes(lang) ? served : null }, tx);
    const source = wanted.change ? 'correction' : wanted.restored === null ? 'upload' : 'rollback';
    let version = latest?.version ?? 0;
    if (!latest && row.subtitleLangs.includes(lang)) {
      version = 1;
      await tx.insert(subtitleVersions).values({
        episodeId: row.id,
        lang,
        version,
        path: served,
        cues: await storedCues(ctx, served),
        source: 'original',
        createdBy: CATALOG_AUTHOR,
        createdAt: ctx.clock.now(),
      });
    }
    await tx.insert(subtitleVersions).values({
      episodeId: row.id,
      lang,
      version: version + 1,
      path: wanted.path,
      cues: wanted.cues,
      source,
      restoredVersion: wanted.restored,
      change: wanted.change ?? null,
      createdBy: operator.email,
      createdAt: ctx.clock.now(),
    });
    const langs = row.subtitleLangs.includes(lang) ? row.subtitleLangs : [...row.subtitleLangs, lang].sort();
    await tx
      .update(episodes)
      .set({ subtitleLangs: langs, subtitlePaths: sql`${episodes.subtitlePaths} || ${JSON.stringify({ [lang]: wanted.path })}::jsonb` })
      .where(eq(episodes.id, row.id));
    await writeAudit(tx, ctx.clock, {
      operator,
      action: source === 'correction' ? 'subtitle.corrected' : source === 'upload' ? 'subtitle.uploaded' : 'subtitle.rolled_back',
      subjectType: 'episode',
      subjectId: `${filmId}/${num}`,
      before: { lang, url: row.subtitleLangs.includes(lang) ? served : null },
      after: { lang, url: wanted.path, version: version + 1, restored_version: wanted.restored, ...(wanted.change ? { change: wanted.change } : {}) },
    });
    // Dialogue search finds the lines of the version served now, from the moment it is served.
    await syncDialogue(tx, ctx.media, [row.id]);
    await wanted.settle?.(tx, version + 1);
    return version + 1;
  });
  await followCatalogEdit(ctx, filmId);
  return made;
}

/**
 * Checks an uploaded WebVTT file against the episode (the same rules the console applies before sending it), stores
 * it under a content-addressed name and serves it as the language's new version. A refused file changes nothing
 * and is answered with the problem's key and its line.
 */
export async function uploadSubtitleTrack(ctx: ServerContext, operator: Operator, filmId: number, num: number, lang: Lang, bytes: Uint8Array) {
  const probe = await episodeRow(ctx.db, filmId, num);
  const body = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const check = checkWebVtt(body, bytes.byteLength, probe.durationSeconds);
  if (!check.ok) {
    const key = TRACK_PROBLEM_KEYS[check.problem];
    throw new AppError(codeOf(key), key, check.problem === 'too_large' ? null : { line: check.line });
  }
  const batch = new MediaBatch(ctx.media);
  const path = await batch.stage(`${probe.slug}/ep${num}-${contentHash(bytes)}.${lang}.vtt`, bytes);
  await batch.place();
  try {
    await addVersion(ctx, operator, filmId, num, lang, async () => ({ path, cues: check.cues, restored: null }));
  } catch (error) {
    await batch.undoPlaced();
    throw error;
  }
  return episodeSubtitleTracks(ctx, filmId, num);
}

/** Serves an earlier version of a track again, as a new version (the history only grows). */
export async function rollBackSubtitleTrack(ctx: ServerContext, operator: Operator, filmId: number, num: number, lang: Lang, version: number) {
  await addVersion(ctx, operator, filmId, num, lang, async ({ row, latest }, tx) => {
    if (!latest) throw new AppError(404, 'subtitle.not_found');
    const [earlier] = await tx
      .select({ path: subtitleVersions.path, cues: subtitleVersions.cues })
      .from(subtitleVersions)
      .where(and(eq(subtitleVersions.episodeId, row.id), eq(subtitleVersions.lang, lang), eq(subtitleVersions.version, version)));
    if (!earlier) throw new AppError(404, 'subtitle.version_not_found');
    return { path: earlier.path, cues: earlier.cues, restored: version };
  });
  return episodeSubtitleTracks(ctx, filmId, num);
}
