import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { DUPLICATE_WINDOW_SECONDS } from '../../../contract/community/comments.calls';
import type { Comment, LikeState } from '../../../contract/community/comments.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/database';
import { films } from '../../db/schema/catalog';
import { commentImages, commentLikes, comments } from '../../db/schema/engagement';
import { users } from '../../db/schema/users';
import { tellMember } from '../notifications/notify.service';
import { claimUploads, UPLOADS_URL_PREFIX } from './comment-upload.service';
import { selectComments, toComment, visibleTo } from './comment.query';

/*
 * Comment text is stored exactly as written (trimmed by the contract, at most COMMENT_MAX characters). It is
 * never turned into HTML here: the SPA renders it as text, which is where escaping belongs.
 *
 * Double submits: a member's writes are serialised on their user row, and a comment whose author, place and text
 * equal one posted within DUPLICATE_WINDOW_SECONDS is answered with that one instead of being posted again. So a
 * double tap, a retried request or two tabs sending the same text give one comment, without a key to send.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type PublishError = 'film.not_found' | 'comment.not_found' | 'validation.image_urls' | 'comment.image_not_found';
export type PublishOutcome = { ok: true; comment: Comment } | { ok: false; error: PublishError };

/** Thrown inside a transaction to roll it back with a refusal (caught by the publisher). */
class Refusal extends Error {
  constructor(readonly key: PublishError) {
    super(key);
  }
}

async function readComment(ctx: ServerContext, id: number, userId: string): Promise<Comment> {
  const [row] = await selectComments(ctx, userId).where(eq(comments.id, id));
  return toComment(row!);
}

/** Holds the member's row until the transaction ends, so their parallel posts run one after the other. */
async function lockMember(tx: Transaction, userId: string): Promise<void> {
  // NO KEY UPDATE: other writers' foreign-key checks on the member (likes, sessions) are not blocked.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The member's same text at the same place within the duplicate window (rootId null: a top-level comment). */
async function findDuplicate(ctx: ServerContext, tx: Transaction, userId: string, filmId: number, rootId: number | null, content: string) {
  const since = new Date(ctx.clock.now().getTime() - DUPLICATE_WINDOW_SECONDS * 1000);
  const [row] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.userId, userId),
        gte(comments.createdAt, since),
        eq(comments.filmId, filmId),
        rootId === null ? isNull(comments.rootId) : eq(comments.rootId, rootId),
        eq(comments.content, content),
      ),
    )
    .orderBy(desc(comments.createdAt))
    .limit(1);
  return row?.id;
}

/** `https://site/media/x` -> `/media/x`; links elsewhere stay as they are (and are refused). */
function sitePath(ctx: ServerContext, url: string): string {
  const origin = ctx.config.publicOrigin;
  return origin !== undefined && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/**
 * The images of a new comment: the member's own unused uploads (claimed for the comment here) and pictures of the
 * catalog's media (as before uploads existed). Anything else refuses the comment.
 */
async function attachImages(ctx: ServerContext, tx: Transaction, userId: string, commentId: number, filmId: number, urls: readonly string[]) {
  const paths = urls.map((url) => sitePath(ctx, url));
  if (paths.some((path) => !path.startsWith('/media/') || path.includes('..'))) throw new Refusal('validation.image_urls');
  const uploads = await claimUploads(
    tx,
    userId,
    commentId,
    paths.filter((path) => path.startsWith(UPLOADS_URL_PREFIX)),
  );
  // Not the member's own unused upload: a matter of the data, not of the request's shape.
  if (!uploads) throw new Refusal('comment.image_not_found');
  if (paths.length === 0) return;
  await tx.insert(commentImages).values(
    paths.map((path, position) => {
      const upload = uploads.get(path);
      // Catalog pictures' sizes are not known here; a square box keeps the strip's layout stable.
      return upload
        ? { commentId, filmId, path, thumbnailPath: upload.thumbnailPath, width: upload.width, height: upload.height, position }
        : { commentId, filmId, path, width: 1, height: 1, position };
    }),
  );
}

/** What a write did: the comment (new, or the duplicate answered instead), and whom a new reply is addressed to. */
type Written = { id: number; filmId: number; fresh: boolean; reply?: { to: string; threadId: number; content: string } };

async function publish(ctx: ServerContext, userId: string, write: (tx: Transaction) => Promise<Written>): Promise<PublishOutcome> {
  let result: Written;
  try {
    result = await ctx.db.transaction(write);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.key };
    throw error;
  }
  if (result.fresh) {
    ctx.parts.catalogCaches.evictFilm(result.filmId);
    ctx.parts.hotComments.evict();
    // The member replied to is told (not when replying to oneself: tellMember skips that).
    const reply = result.reply;
    if (reply)
      await tellMember(ctx, { userId: reply.to, type: 'reply', filmId: result.filmId, threadId: reply.threadId, actorId: userId, excerpt: reply.content });
  }
  return { ok: true, comment: await readComment(ctx, result.id, userId) };
}

/** Posts a top-level comment with optional images (see attachImages). */
export function publishComment(
  ctx: ServerContext,
  userId: string,
  input: { film_id: number; content: string; image_urls: string[] },
  lang: Lang,
): Promise<PublishOutcome> {
  return publish(ctx, userId, async (tx) => {
    await lockMember(tx, userId);
    const duplicate = await findDuplicate(ctx, tx, userId, input.film_id, null, input.content);
    if (duplicate !== undefined) return { id: duplicate, filmId: input.film_id, fresh: false };
    const [film] = await tx
      .update(films)
      .set({ commentCount: sql`${films.commentCount} + 1` })
      .where(eq(films.id, input.film_id))
      .returning({ id: films.id });
    if (!film) throw new Refusal('film.not_found');
    const [row] = await tx
      .insert(comments)
      .values({ filmId: input.film_id, userId, content: input.content, lang, createdAt: ctx.clock.now() })
      .returning({ id: comments.id });
    await attachImages(ctx, tx, userId, row!.id, input.film_id, input.image_urls);
    return { id: row!.id, filmId: input.film_id, fresh: true };
  });
}

/**
 * Replies to a comment or to a reply the member can see. Threads stay flat: the reply's parent is the top-level
 * comment, and a reply to a reply names that reply's author in `reply_to`.
 */
export function publishReply(ctx: ServerContext, userId: string, input: { comment_id: number; content: string }, lang: Lang): Promise<PublishOutcome> {
  return publish(ctx, userId, async (tx) => {
    await lockMember(tx, userId);
    const [target] = await tx
      .select({ id: comments.id, filmId: comments.filmId, rootId: comments.rootId, userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, input.comment_id), visibleTo(userId)));
    if (!target) throw new Refusal('comment.not_found');
    const rootId = target.rootId ?? target.id;
    const duplicate = await findDuplicate(ctx, tx, userId, target.filmId, rootId, input.content);
    if (duplicate !== undefined) return { id: duplicate, filmId: target.filmId, fresh: false };
    const [row] = await tx
      .insert(comments)
      .values({
        filmId: target.filmId,
        userId,
        parentId: rootId,
        rootId,
        replyToUserId: target.rootId === null ? null : target.userId,
        content: input.content,
        lang,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: comments.id });
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, rootId));
    await tx
      .update(films)
      .set({ commentCount: sql`${films.commentCount} + 1` })
      .where(eq(films.id, target.filmId));
    return { id: row!.id, filmId: target.filmId, fresh: true, reply: { to: target.userId, threadId: rootId, content: input.content } };
  });
}

/**
 * Likes (or unlikes) a comment the member can see, once per member. The counter moves only when a like row was
 * really added or removed, so repeating the call changes nothing. Undefined when the comment does not exist (or
 * is hidden from the member).
 */
export async function setLike(ctx: ServerContext, userId: string, commentId: number, liked: boolean): Promise<LikeState | undefined> {
  const state = await ctx.db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, commentId), visibleTo(userId)))
      .for('update');
    if (!comment) return undefined;
    const changed = liked
      ? await tx.insert(commentLikes).values({ userId, commentId, createdAt: ctx.clock.now() }).onConflictDoNothing().returning({ id: commentLikes.commentId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.userId, userId), eq(commentLikes.commentId, commentId)))
          .returning({ id: commentLikes.commentId });
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await tx
      .update(comments)
      .set({ likeCount: sql`${comments.likeCount} + ${delta}` })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount });
    return { comment_id: commentId, liked, like_count: row!.likeCount };
  });
  // A like moves the comment's hot score, so the cached hot lists may be in the wrong order now.
  if (state) ctx.parts.hotComments.evict();
  return state;
}
