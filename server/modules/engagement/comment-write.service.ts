import { and, eq, sql } from 'drizzle-orm';
import type { Comment, LikeState } from '../../../contract/comments.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { commentImages, commentLikes, comments } from '../../db/schema/engagement';
import { evictFilm } from '../catalog/catalog-caches';
import { selectComments, toComment } from './comment.query';
import { evictHotComments } from './hot-comments.cache';

/*
 * Comment text is stored exactly as written (trimmed by the contract, at most COMMENT_MAX characters). It is
 * never turned into HTML here: the SPA renders it as text, which is where escaping belongs.
 */

async function readComment(ctx: ServerContext, id: number, userId: string): Promise<Comment> {
  const [row] = await selectComments(ctx, userId).where(eq(comments.id, id));
  return toComment(row!);
}

/** Posts a top-level comment with optional images; undefined when the film does not exist. */
export async function publishComment(
  ctx: ServerContext,
  userId: string,
  input: { film_id: number; content: string; image_urls: string[] },
  lang: Lang,
): Promise<Comment | undefined> {
  const id = await ctx.db.transaction(async (tx) => {
    const [film] = await tx
      .update(films)
      .set({ commentCount: sql`${films.commentCount} + 1` })
      .where(eq(films.id, input.film_id))
      .returning({ id: films.id });
    if (!film) return undefined;
    const [row] = await tx
      .insert(comments)
      .values({ filmId: input.film_id, userId, content: input.content, lang, createdAt: ctx.clock.now() })
      .returning({ id: comments.id });
    if (input.image_urls.length > 0) {
      await tx.insert(commentImages).values(
        // Sizes of posted images are not known to the server; a square box keeps the strip's layout stable.
        input.image_urls.map((path, position) => ({ commentId: row!.id, filmId: input.film_id, path, width: 1, height: 1, position })),
      );
    }
    return row!.id;
  });
  if (id === undefined) return undefined;
  evictFilm(ctx, input.film_id);
  evictHotComments(ctx);
  return readComment(ctx, id, userId);
}

/**
 * Replies to a comment or to a reply. Threads stay flat: the reply's parent is the top-level comment, and a
 * reply to a reply names that reply's author in `reply_to`. Undefined when the comment does not exist.
 */
export async function publishReply(ctx: ServerContext, userId: string, input: { comment_id: number; content: string }, lang: Lang) {
  const result = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: comments.id, filmId: comments.filmId, rootId: comments.rootId, userId: comments.userId })
      .from(comments)
      .where(eq(comments.id, input.comment_id));
    if (!target) return undefined;
    const rootId = target.rootId ?? target.id;
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
    await tx.update(comments).set({ replyCount: sql`${comments.replyCount} + 1` }).where(eq(comments.id, rootId));
    await tx.update(films).set({ commentCount: sql`${films.commentCount} + 1` }).where(eq(films.id, target.filmId));
    return { id: row!.id, filmId: target.filmId };
  });
  if (!result) return undefined;
  evictFilm(ctx, result.filmId);
  evictHotComments(ctx);
  return readComment(ctx, result.id, userId);
}

/**
 * Likes (or unlikes) a comment once per member. The counter moves only when a like row was really added or
 * removed, so repeating the call changes nothing. Undefined when the comment does not exist.
 */
export async function setLike(ctx: ServerContext, userId: string, commentId: number, liked: boolean): Promise<LikeState | undefined> {
  const state = await ctx.db.transaction(async (tx) => {
    const [comment] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, commentId)).for('update');
    if (!comment) return undefined;
    const changed = liked
      ? await tx
          .insert(commentLikes)
          .values({ userId, commentId, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning({ id: commentLikes.commentId })
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
  if (state) evictHotComments(ctx);
  return state;
}
