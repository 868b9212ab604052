import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, type UploadedImage } from '../../../contract/community/comments.schemas';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/database';
import type { MaintenanceTask } from '../../jobs/maintenance-task';
import { commentUploads } from '../../db/schema/engagement';
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
