import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, like, lt, or } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, type UploadedImage } from '../../../contract/community/comments.schemas';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/database';
import type { MaintenanceTask } from '../../jobs/maintenance-task';
import { commentImages, commentUploads } from '../../db/schema/engagement';
import type { Logger } from '../../infrastructure';
import type { MediaStore } from '../../media-store/media-store.port';
import { type IntakeError, intakeImage } from '../../media-store/image-intake';

/** Uploaded photos are served under this prefix (upload.routes.ts); the rest of /media/ is the catalog's. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';
/** An upload no comment used within this time is removed (removeUnusedUploads). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** The long side of a stored photo and of its thumbnail (contract: UploadedImage). */
const MAX_SIDE = 2048;
const THUMBNAIL_SIDE = 320;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The media-store key of an upload's URL (`/media/uploads/<uuid>.webp` -> `uploads/<uuid>.webp`). */
export const uploadKey = (url: string) => url.slice('/media/'.length);
/** Keys of the files acceptUpload writes (`uploads/<uuid>.webp` and its `.thumb.webp`); nothing else is an upload's. */
const UPLOAD_FILE_KEY = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.webp$/;
/**
 * A stored upload file no row names is removed by the orphan sweep only once it is older than this (and than twice
 * the request timeout, if that is longer): acceptUpload writes the two files before their row, in one request, so
 * an upload in flight is never swept.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Checks, re-encodes and stores a member's photo (in the media store), then records it as theirs. Nothing is written for a refused
 * file; if the record cannot be written, the files just written are removed again.
 */
export async function acceptUpload(
  ctx: ServerContext,
  userId: string,
  bytes: Uint8Array,
): Promise<{ ok: true; upload: UploadedImage } | { ok: false; error: IntakeError }> {
  const result = await intakeImage(bytes, { maxBytes: UPLOAD_MAX_BYTES, maxSide: MAX_SIDE, thumbnailSide: THUMBNAIL_SIDE });
  if (!result.ok) return result;
  const { image } = result;
  const id = randomUUID();
  const name = `${id}.webp`;
  const thumbnailName = `${id}.thumb.webp`;
  const key = uploadKey(`${UPLOADS_URL_PREFIX}${name}`);
  const thumbnailKey = uploadKey(`${UPLOADS_URL_PREFIX}${thumbnailName}`);
  try {
    await ctx.media.put(key, image.data, { contentType: image.contentType });
    await ctx.media.put(thumbnailKey, image.thumbnail!.data, { contentType: image.contentType });
    await ctx.db.insert(commentUploads).values({
      id,
      userId,
      path: `${UPLOADS_URL_PREFIX}${name}`,
      thumbnailPath: `${UPLOADS_URL_PREFIX}${thumbnailName}`,
      width: image.width,
      height: image.height,
      bytes: image.data.byteLength,
      createdAt: ctx.clock.now(),
    });
  } catch (error) {
    await Promise.allSettled([ctx.media.delete(key), ctx.media.delete(thumbnailKey)]);
    throw error;
  }
  return {
    ok: true,
    upload: { id, url: `${UPLOADS_URL_PREFIX}${name}`, thumbnail_url: `${UPLOADS_URL_PREFIX}${thumbnailName}`, width: image.width, height: image.height },
  };
}

export interface ClaimedUpload {
  readonly path: string;
  readonly thumbnailPath: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Attaches the member's own unused uploads at `paths` to a comment, inside the comment's transaction. Undefined
 * when any of them is not theirs, already used, removed or unknown (the caller refuses the comment then).
 */
export async function claimUploads(
  tx: Transaction,
  userId: string,
  commentId: number,
  paths: readonly string[],
): Promise<Map<string, ClaimedUpload> | undefined> {
  if (paths.length === 0) return new Map();
  const unique = [...new Set(paths)];
  if (unique.length !== paths.length) return undefined;
  const rows = await tx
    .update(commentUploads)
    .set({ commentId })
    .where(and(eq(commentUploads.userId, userId), isNull(commentUploads.commentId), inArray(commentUploads.path, unique)))
    .returning({ path: commentUploads.path, thumbnailPath: commentUploads.thumbnailPath, width: commentUploads.width, height: commentUploads.height });
  if (rows.length !== unique.length) return undefined;
  return new Map(rows.map((r) => [r.path, r]));
}

/**
 * Removes uploads no comment used within UNUSED_UPLOAD_TTL_MS, records first (so a comment can no longer claim
 * them), then their files. Answers how many were removed. Run by the maintenance job (unusedUploadsTask); safe to
 * run in several processes at once (each row is deleted once, and removing a missing file is no error).
 */
export async function removeUnusedUploads(ctx: ServerContext, run: { db?: Database; now?: Date } = {}, batch = 500): Promise<number> {
  const db = run.db ?? ctx.db;
  const cutoff = new Date((run.now ?? ctx.clock.now()).getTime() - UNUSED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const due = db
      .select({ id: commentUploads.id })
      .from(commentUploads)
      .where(and(isNull(commentUploads.commentId), lt(commentUploads.createdAt, cutoff)))
      .limit(batch);
    const rows = await db
      .delete(commentUploads)
      .where(and(inArray(commentUploads.id, due), isNull(commentUploads.commentId)))
      .returning({ path: commentUploads.path, thumbnailPath: commentUploads.thumbnailPath });
    for (const row of rows) await Promise.all([ctx.media.delete(uploadKey(row.path)), ctx.media.delete(uploadKey(row.thumbnailPath))]);
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}

/** The maintenance job's task removing unused uploads (server/jobs/maintenance-tasks.ts). */
export function unusedUploadsTask(ctx: ServerContext): MaintenanceTask {
  return { name: 'unused-comment-uploads', run: ({ db, now }) => removeUnusedUploads(ctx, { db, now }) };
}

/** The photo and thumbnail keys of upload rows (and of comment_images rows pointing at uploads). */
function keysOf(rows: readonly { path: string; thumbnailPath: string | null }[]): string[] {
  const keys = rows.flatMap((r) => [r.path, r.thumbnailPath ?? '']).filter((path) => path.startsWith(UPLOADS_URL_PREFIX));
  return [...new Set(keys.map(uploadKey))];
}

/**
 * Deletes, inside the caller's transaction, the upload records of the given comments (and, with `userId`, every
 * upload of that member, used or not) and the comments' pictures that are uploads, and answers the keys of their
 * files. The caller removes those with removeUploadFiles once the transaction committed: a file is never gone while
 * a committed row still shows it, and a crash in between leaves files no row names, which the orphan sweep removes.
 * Catalog pictures a comment shows are never touched.
 */
export async function dropUploadRecords(tx: Transaction, target: { commentIds: readonly number[]; userId?: string }): Promise<string[]> {
  const ids = [...target.commentIds];
  const ofComments = ids.length > 0 ? inArray(commentUploads.commentId, ids) : undefined;
  const ofMember = target.userId !== undefined ? eq(commentUploads.userId, target.userId) : undefined;
  const where = ofComments && ofMember ? or(ofComments, ofMember) : (ofComments ?? ofMember);
  const uploads = where
    ? await tx.delete(commentUploads).where(where).returning({ path: commentUploads.path, thumbnailPath: commentUploads.thumbnailPath })
    : [];
  const pictures =
    ids.length > 0
      ? await tx
          .delete(commentImages)
          .where(and(inArray(commentImages.commentId, ids), like(commentImages.path, `${UPLOADS_URL_PREFIX}%`)))
          .returning({ path: commentImages.path, thumbnailPath: commentImages.thumbnailPath })
      : [];
  return keysOf([...uploads, ...pictures]);
}

/**
 * Removes upload files whose records are gone (dropUploadRecords). A failure (the object store unreachable) is
 * logged, not thrown: the records are already gone, and the orphan sweep removes the files on a later run.
 */
export async function removeUploadFiles(media: MediaStore, logger: Logger, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => media.delete(key)));
  const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ key: keys[i]!, error: String(r.reason) }] : []));
  if (failed.length > 0) logger.error('upload files not removed; the orphan sweep will retry', { files: failed.length, first: failed[0] });
}

/**
 * The orphan sweep: removes stored upload files (`uploads/<uuid>[.thumb].webp`) that no upload record and no comment
 * picture names, once they are older than ORPHAN_MIN_AGE_MS (see there). Such files are left by a crash or a store
 * failure between a record's deletion and its files'. Answers how many files it removed.
 */
export async function sweepOrphanUploadFiles(ctx: ServerContext, run: { db?: Database; now?: Date } = {}, batch = 500): Promise<number> {
  const db = run.db ?? ctx.db;
  const minAgeMs = Math.max(ORPHAN_MIN_AGE_MS, 2 * ctx.config.http.requestTimeoutMs);
  const olderThan = (run.now ?? ctx.clock.now()).getTime() - minAgeMs;
  let removed = 0;
  const sweep = async (keys: string[]) => {
    const paths = keys.map((key) => `/media/${key}`);
    const [uploads, pictures] = await Promise.all([
      db
        .select({ path: commentUploads.path, thumbnailPath: commentUploads.thumbnailPath })
        .from(commentUploads)
        .where(or(inArray(commentUploads.path, paths), inArray(commentUploads.thumbnailPath, paths))),
      db
        .select({ path: commentImages.path, thumbnailPath: commentImages.thumbnailPath })
        .from(commentImages)
        .where(or(inArray(commentImages.path, paths), inArray(commentImages.thumbnailPath, paths))),
    ]);
    const named = new Set(keysOf([...uploads, ...pictures]));
    for (const key of keys) {
      if (named.has(key)) continue;
      await ctx.media.delete(key);
      removed += 1;
    }
  };
  let pending: string[] = [];
  for await (const entry of ctx.media.list('uploads/')) {
    if (!UPLOAD_FILE_KEY.test(entry.key) || entry.lastModified.getTime() > olderThan) continue;
    pending.push(entry.key);
    if (pending.length >= batch) {
      await sweep(pending);
      pending = [];
    }
  }
  if (pending.length > 0) await sweep(pending);
  return removed;
}

/** The maintenance job's orphan sweep (server/jobs/maintenance-tasks.ts). */
export function orphanUploadFilesTask(ctx: ServerContext): MaintenanceTask {
  return { name: 'orphan-upload-files-removed', run: ({ db, now }) => sweepOrphanUploadFiles(ctx, { db, now }) };
}
