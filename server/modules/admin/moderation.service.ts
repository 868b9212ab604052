import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModeratedComment } from '../../../contract/admin/moderation.schemas';
import type { ServerContext } from '../../context';
import { moderationDecisions } from '../../db/schema/admin';
import { comments } from '../../db/schema/engagement';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { tellMember } from '../notifications/notify.service';
import type { NoticeType } from '../../../contract/notifications/notifications.schemas';
import { writeAudit } from './audit-log';
import { filmRefs } from './film-refs.query';
import { reporterWeight, UPHOLDING_DECISIONS } from './reporter-weight';
import { dropUploadRecords, removeUploadFiles } from '../community/comment-upload.service';

type Operator = { readonly id: string; readonly email: string };
type Queue = 'reported' | 'hidden';
type Decision = 'restore' | 'keep_hidden' | 'delete';

const NEW_STATE: Record<Decision, 'visible' | 'hidden' | 'removed'> = { restore: 'visible', keep_hidden: 'hidden', delete: 'removed' };
/** The notice an author gets when a decision changes what others see of their comment; none when it changes nothing. */
function noticeOf(before: string, after: 'visible' | 'hidden' | 'removed'): NoticeType | undefined {
  if (before === after) return undefined;
  if (after === 'visible') return 'comment_restored';
  return after === 'removed' ? 'comment_removed' : 'comment_hidden';
}

const upholding = sql.raw(UPHOLDING_DECISIONS.map((d) => `'${d}'`).join(', '));

/** Reports no operator decided on yet: none decided, or filed after the last decision. */
const undecided = sql`${comments.reportCount} > 0 and (${comments.moderatedAt} is null
  or exists (select 1 from comment_reports r where r.comment_id = ${comments.id} and r.created_at > ${comments.moderatedAt}))`;

/**
 * A page of the moderation queue: `reported` (still visible) or `hidden` (hidden by reports), each comment with
 * its reports and their weights, heaviest first. The queue is small by nature (undecided reports only), so it
 * is weighed whole and paged here.
 */
export async function moderationQueue(ctx: ServerContext, queue: Queue, page: number, pageSize: number) {
  const state = queue === 'reported' ? 'visible' : 'hidden';
  const ids = (
    await ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.state, state), undecided))
  ).map((r) => r.id);
  const all = await loadModerated(ctx, ids);
  all.sort((a, b) => b.score - a.score || firstReport(a).localeCompare(firstReport(b)) || a.id - b.id);
  return { items: all.slice((page - 1) * pageSize, page * pageSize), page, page_size: pageSize, total: all.length };
}

const firstReport = (c: ModeratedComment) => c.reports.map((r) => r.created_at).sort()[0] ?? '';

/**
 * Sets a comment's state on an operator's decision, records it (it judges the reports filed before it) and audits it.
 * Deleting also erases the comment's uploaded photos (records in the transaction, files after it): a removed comment
 * restored later comes back without them.
 */
export async function decideComment(ctx: ServerContext, operator: Operator, commentId: number, decision: Decision): Promise<ModeratedComment> {
  let files: string[] = [];
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(comments).where(eq(comments.id, commentId)).for('update').limit(1);
    if (!row) throw new AppError(404, 'comment.not_found');
    const now = ctx.clock.now();
    const state = NEW_STATE[decision];
    await tx.update(comments).set({ state, moderatedBy: operator.id, moderatedAt: now }).where(eq(comments.id, commentId));
    await tx.insert(moderationDecisions).values({ commentId, decision, operatorId: operator.id, createdAt: now });
    if (decision === 'delete') files = await dropUploadRecords(tx, { commentIds: [commentId] });
    await writeAudit(tx, ctx.clock, {
      operator,
      action: `comment.${decision === 'restore' ? 'restored' : decision === 'delete' ? 'deleted' : 'kept_hidden'}`,
      subjectType: 'comment',
      subjectId: commentId,
      before: { state: row.state, report_count: row.reportCount, content: row.content },
      after: { state, report_count: row.reportCount },
    });
    return { row, state };
  });
  await removeUploadFiles(ctx.media, ctx.logger, files);
  const { row, state } = changed;
  afterVisibilityChange(ctx, [row.filmId]);
  const type = noticeOf(row.state, state);
  if (type) await tellMember(ctx, { userId: row.userId, type, filmId: row.filmId, threadId: row.rootId ?? row.id, excerpt: row.content });
  const [item] = await loadModerated(ctx, [commentId]);
  if (!item) throw new AppError(404, 'comment.not_found');
  return item;
}

/** Hides every visible comment of a member at once (each one recorded as kept hidden); answers how many. */
export async function hideMemberComments(ctx: ServerContext, operator: Operator, memberId: string): Promise<number> {
  const hidden = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).limit(1);
    if (!member) throw new AppError(404, 'admin.member_not_found');
    const now = ctx.clock.now();
    const rows = await tx
      .update(comments)
      .set({ state: 'hidden', moderatedBy: operator.id, moderatedAt: now })
      .where(and(eq(comments.userId, memberId), eq(comments.state, 'visible')))
      .returning({ id: comments.id, filmId: comments.filmId });
    if (rows.length > 0) {
      await tx.insert(moderationDecisions).values(rows.map((r) => ({ commentId: r.id, decision: 'keep_hidden', operatorId: operator.id, createdAt: now })));
    }
    await writeAudit(tx, ctx.clock, {
      operator,
      action: 'member.comments_hidden',
      subjectType: 'member',
      subjectId: memberId,
      before: { visible_comment_ids: rows.map((r) => r.id) },
      after: { hidden: rows.length },
    });
    return rows;
  });
  afterVisibilityChange(
    ctx,
    hidden.map((r) => r.filmId),
  );
  // One notice for all of them, not one mail per comment.
  if (hidden.length > 0) await tellMember(ctx, { userId: memberId, type: 'comments_hidden', count: hidden.length });
  return hidden.length;
}

/** Cached comment lists and film answers must not keep showing (or keep hiding) the changed comments. */
function afterVisibilityChange(ctx: ServerContext, filmIds: readonly number[]): void {
  ctx.parts.hotComments.evict();
  for (const filmId of new Set(filmIds)) ctx.parts.catalogCaches.evictFilm(filmId);
}

async function loadModerated(ctx: ServerContext, ids: readonly number[]): Promise<ModeratedComment[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ c: comments, username: users.username, email: users.email })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.id, [...ids]));
  const [reports, refs] = await Promise.all([
    weighedReports(ctx, ids),
    filmRefs(
      ctx.db,
      rows.map((r) => r.c.filmId),
    ),
  ]);
  return rows.map(({ c, username, email }) => {
    const mine = reports.get(c.id) ?? [];
    return {
      id: c.id,
      content: c.content,
      lang: c.lang,
      state: c.state,
      created_at: c.createdAt.toISOString(),
      is_reply: c.parentId !== null,
      author: { id: c.userId, username, email },
      film: refs.get(c.filmId) ?? null,
      reports: mine,
      score: Math.round(mine.reduce((sum, r) => sum + r.weight, 0) * 1000) / 1000,
    };
  });
}

/**
 * The reports of the given comments with each reporter's record: every earlier report of theirs is judged by the
 * first decision on its comment made at or after it (upheld or rejected), undecided ones do not count.
 */
type ReportRow = {
  comment_id: number;
  user_id: string;
  username: string;
  reason: string;
  created_at: string | Date;
  upheld: string | number;
  rejected: string | number;
};

async function weighedReports(ctx: ServerContext, commentIds: readonly number[]) {
  const ids = sql.join(
    commentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await ctx.db.execute(sql`
    with shown as (
      select r.comment_id, r.user_id, r.reason, r.created_at from comment_reports r where r.comment_id in (${ids})
    ), records as (
      select past.user_id,
        count(*) filter (where verdict.decision in (${upholding})) as upheld,
        count(*) filter (where verdict.decision = 'restore') as rejected
      from comment_reports past
      cross join lateral (
        select d.decision from moderation_decisions d
        where d.comment_id = past.comment_id and d.created_at >= past.created_at
        order by d.created_at, d.id limit 1
      ) verdict
      where past.user_id in (select user_id from shown)
      group by past.user_id
    )
    select s.comment_id, s.user_id, u.username, s.reason, s.created_at, coalesce(rec.upheld, 0) as upheld, coalesce(rec.rejected, 0) as rejected
    from shown s join users u on u.id = s.user_id left join records rec on rec.user_id = s.user_id
    order by s.created_at, s.user_id`)) as unknown as { rows: ReportRow[] };
  const byComment = new Map<number, ModeratedComment['reports'][number][]>();
  for (const r of result.rows) {
    const upheld = Number(r.upheld);
    const rejected = Number(r.rejected);
    const list = byComment.get(Number(r.comment_id)) ?? [];
    list.push({
      reporter: { id: r.user_id, username: r.username },
      reason: r.reason as ModeratedComment['reports'][number]['reason'],
      created_at: new Date(r.created_at).toISOString(),
      upheld,
      rejected,
      weight: reporterWeight(upheld, rejected),
    });
    byComment.set(Number(r.comment_id), list);
  }
  return byComment;
}
