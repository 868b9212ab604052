import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ApplicationItem } from '../../../contract/admin/applications.schemas';
import type { ServerContext } from '../../context';
import { comments } from '../../db/schema/engagement';
import { feedback } from '../../db/schema/growth';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { tellMember } from '../notifications/notify.service';
import { writeAudit } from './audit-log';
import { filmRefs } from './film-refs.query';

type Status = 'pending' | 'approved' | 'denied';
type Operator = { readonly id: string; readonly email: string };

const isApplication = eq(feedback.applyPermission, true);

/**
 * A page of permission applications: pending ones oldest first (the queue), decided ones newest first. Each
 * comes with the member, the drama, the member's latest feedback message about that drama (an application itself
 * carries no text: create-feedback takes a message or an application) and the member's history.
 */
export async function listApplications(ctx: ServerContext, status: Status, page: number, pageSize: number) {
  const where = and(isApplication, eq(feedback.status, status));
  const order = status === 'pending' ? [asc(feedback.createdAt), asc(feedback.id)] : [desc(feedback.decidedAt), desc(feedback.id)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: feedback.id })
      .from(feedback)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(feedback).where(where),
  ]);
  const items = await loadApplications(
    ctx,
    rows.map((r) => r.id),
  );
  return { items, page, page_size: pageSize, total: total?.n ?? 0 };
}

/** Approves or denies a pending application (409 when decided already), audited in the same transaction. */
export async function decideApplication(
  ctx: ServerContext,
  operator: Operator,
  id: number,
  decision: 'approve' | 'deny',
  reply: string | undefined,
): Promise<ApplicationItem> {
  const decided = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(feedback)
      .where(and(eq(feedback.id, id), isApplication))
      .for('update')
      .limit(1);
    if (!row) throw new AppError(404, 'admin.application_not_found');
    if (row.status !== 'pending') throw new AppError(409, 'admin.application_decided');
    const now = ctx.clock.now();
    const status = decision === 'approve' ? 'approved' : 'denied';
    const text = reply ? reply : null;
    await tx.update(feedback).set({ status, reply: text, decidedAt: now, decidedBy: operator.id }).where(eq(feedback.id, id));
    await writeAudit(tx, ctx.clock, {
      operator,
      action: `application.${status}`,
      subjectType: 'application',
      subjectId: id,
      before: { status: row.status, reply: row.reply, film_id: row.filmId, user_id: row.userId },
      after: { status, reply: text, film_id: row.filmId, user_id: row.userId },
    });
    return { userId: row.userId, filmId: row.filmId, status, text };
  });
  if (decided.userId) {
    await tellMember(ctx, {
      userId: decided.userId,
      type: decided.status === 'approved' ? 'application_approved' : 'application_denied',
      filmId: decided.filmId,
      excerpt: decided.text,
    });
  }
  const [item] = await loadApplications(ctx, [id]);
  if (!item) throw new AppError(404, 'admin.application_not_found');
  return item;
}

async function loadApplications(ctx: ServerContext, ids: readonly number[]): Promise<ApplicationItem[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ app: feedback, username: users.username, email: users.email, memberSince: users.createdAt })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(inArray(feedback.id, [...ids]));
  const memberIds = [...new Set(rows.map((r) => r.app.userId!))];
  const [refs, histories, messages] = await Promise.all([
    filmRefs(
      ctx.db,
      rows.flatMap((r) => (r.app.filmId ? [r.app.filmId] : [])),
    ),
    memberHistories(ctx, memberIds),
    latestMessages(ctx, memberIds),
  ]);
  const byId = new Map(
    rows.map((r): [number, ApplicationItem] => {
      const history = histories.get(r.app.userId!) ?? { applications: 0, approved: 0, denied: 0, comments: 0, hidden_comments: 0 };
      return [
        r.app.id,
        {
          id: r.app.id,
          status: r.app.status as Status,
          created_at: r.app.createdAt.toISOString(),
          decided_at: r.app.decidedAt?.toISOString() ?? null,
          reply: r.app.reply,
          member: { id: r.app.userId!, username: r.username, email: r.email },
          film: r.app.filmId ? (refs.get(r.app.filmId) ?? null) : null,
          message: messages.get(`${r.app.userId}:${r.app.filmId}`) ?? null,
          history: { member_since: r.memberSince.toISOString(), ...history },
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Per member: applications sent, approved and denied; comments written and how many of them are hidden. */
async function memberHistories(ctx: ServerContext, memberIds: readonly string[]) {
  const result = new Map<string, { applications: number; approved: number; denied: number; comments: number; hidden_comments: number }>();
  if (memberIds.length === 0) return result;
  const [apps, written] = await Promise.all([
    ctx.db
      .select({
        userId: feedback.userId,
        n: count(),
        approved: sql<number>`count(*) filter (where ${feedback.status} = 'approved')`.mapWith(Number),
        denied: sql<number>`count(*) filter (where ${feedback.status} = 'denied')`.mapWith(Number),
      })
      .from(feedback)
      .where(and(isApplication, inArray(feedback.userId, [...memberIds])))
      .groupBy(feedback.userId),
    ctx.db
      .select({ userId: comments.userId, n: count(), hidden: hiddenCount() })
      .from(comments)
      .where(inArray(comments.userId, [...memberIds]))
      .groupBy(comments.userId),
  ]);
  for (const id of memberIds) result.set(id, { applications: 0, approved: 0, denied: 0, comments: 0, hidden_comments: 0 });
  for (const a of apps) Object.assign(result.get(a.userId!)!, { applications: a.n, approved: a.approved, denied: a.denied });
  for (const c of written) Object.assign(result.get(c.userId)!, { comments: c.n, hidden_comments: c.hidden });
  return result;
}

/** A member's comments that visitors no longer see (hidden by reports or an operator, or removed). */
function hiddenCount() {
  return sql<number>`count(*) filter (where ${comments.state} <> 'visible')`.mapWith(Number);
}

/** The newest feedback message of each member per drama, keyed `member:film`. */
async function latestMessages(ctx: ServerContext, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([feedback.userId, feedback.filmId], { userId: feedback.userId, filmId: feedback.filmId, content: feedback.content })
    .from(feedback)
    .where(and(eq(feedback.applyPermission, false), inArray(feedback.userId, [...memberIds]), isNotNull(feedback.filmId), isNotNull(feedback.content)))
    .orderBy(feedback.userId, feedback.filmId, desc(feedback.id));
  return new Map(rows.map((r) => [`${r.userId}:${r.filmId}`, r.content!]));
}
