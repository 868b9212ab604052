import { and, eq, sql } from 'drizzle-orm';
import type { CommentReportReason, ReportState } from '../../../contract/community/comments.schemas';
import type { ServerContext } from '../../context';
import { commentReports, comments } from '../../db/schema/engagement';
import { tellMember } from '../notifications/notify.service';
import { visibleTo } from './comment.query';

export type ReportOutcome = { ok: true; state: ReportState } | { ok: false; error: 'comment.not_found' | 'report.own_comment' };

/**
 * Records a member's report of a comment, once per member (a repeat changes nothing). The report that brings the
 * comment to COMMENT_REPORT_THRESHOLD distinct reports hides it, in the same transaction, unless an operator has
 * already decided on it (`moderated_at` set): then reports are counted for the record but the decision stands.
 */
export async function reportComment(ctx: ServerContext, userId: string, commentId: number, reason: CommentReportReason): Promise<ReportOutcome> {
  const threshold = ctx.config.commentReportThreshold;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ userId: comments.userId, filmId: comments.filmId, rootId: comments.rootId, content: comments.content })
      .from(comments)
      .where(and(eq(comments.id, commentId), visibleTo(userId)))
      .for('update');
    if (!comment) return { ok: false as const, error: 'comment.not_found' as const };
    if (comment.userId === userId) return { ok: false as const, error: 'report.own_comment' as const };
    const added = await tx
      .insert(commentReports)
      .values({ commentId, userId, reason, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ commentId: commentReports.commentId });
    // A comment the reporter can see and did not write is visible, so this report may be the one that hides it.
    let hidden = false;
    if (added.length > 0) {
      const [row] = await tx
        .update(comments)
        .set({
          reportCount: sql`${comments.reportCount} + 1`,
          state: sql`CASE WHEN ${comments.moderatedAt} IS NULL AND ${comments.reportCount} + 1 >= ${threshold} THEN 'hidden' ELSE ${comments.state} END`,
        })
        .where(eq(comments.id, commentId))
        .returning({ state: comments.state });
      hidden = row!.state === 'hidden';
    }
    return { ok: true as const, state: { comment_id: commentId, reported: true as const }, hidden, comment };
  });
  if (!outcome.ok) return outcome;
  // A comment that just went hidden must leave every cached list it was in.
  if (outcome.hidden) {
    const { comment } = outcome;
    ctx.parts.catalogCaches.evictFilm(comment.filmId);
    ctx.parts.hotComments.evict();
    // Its author is told (the reporters are not named).
    await tellMember(ctx, {
      userId: comment.userId,
      type: 'comment_hidden',
      filmId: comment.filmId,
      threadId: comment.rootId ?? commentId,
      excerpt: comment.content,
    });
  }
  return { ok: true, state: outcome.state };
}
