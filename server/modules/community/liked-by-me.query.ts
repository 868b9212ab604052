import { and, eq, inArray } from 'drizzle-orm';
import type { CommentWithFilm } from '../../../contract/community/comments.schemas';
import type { ServerContext } from '../../context';
import { commentLikes, commentReports } from '../../db/schema/engagement';

/** The shared comments with the member's own `liked_by_me` and `reported_by_me` (indexed reads over the page's ids). */
export async function withMyLikes(ctx: ServerContext, items: readonly CommentWithFilm[], userId?: string): Promise<CommentWithFilm[]> {
  if (!userId || items.length === 0) return [...items];
  const ids = items.map((c) => c.id);
  const [likes, reports] = await Promise.all([
    ctx.db
      .select({ commentId: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, ids))),
    ctx.db
      .select({ commentId: commentReports.commentId })
      .from(commentReports)
      .where(and(eq(commentReports.userId, userId), inArray(commentReports.commentId, ids))),
  ]);
  const liked = new Set(likes.map((r) => r.commentId));
  const reported = new Set(reports.map((r) => r.commentId));
  return items.map((c) => ({ ...c, liked_by_me: liked.has(c.id), reported_by_me: reported.has(c.id) }));
}
