import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { feedback } from '../../db/schema/growth';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/caller';
import type { FeedbackReceipt } from '../feedback/feedback.service';

// Applications to watch a locked drama (the "ask to unlock" path) are stored with the feedback messages, as rows
// flagged apply_permission: the feedback form is where a member sends them.

export type ApplicationState = 'none' | 'pending' | 'approved' | 'denied';

/** Applications a member may send in APPLICATION_WINDOW_MS (README, "Play permission"). */
export const APPLICATIONS_PER_MEMBER = 3;
export const APPLICATION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A member's application to watch one drama. Asking again for a drama already applied for answers that
 * application; a new one beyond APPLICATIONS_PER_MEMBER in the window answers application.limit (429). In `auto`
 * mode it is approved at once, in `review` mode it waits for an operator. Serialised per member, so parallel
 * calls cannot pass the limit.
 */
export async function applyForPermission(ctx: ServerContext, input: { userId: string; visitorId?: string; filmId: number }): Promise<FeedbackReceipt> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application:${input.userId}`}))`);
    const mine = and(eq(feedback.userId, input.userId), eq(feedback.applyPermission, true));
    const [earlier] = await tx
      .select({ id: feedback.id, status: feedback.status })
      .from(feedback)
      .where(and(mine, eq(feedback.filmId, input.filmId)))
      .orderBy(desc(feedback.id))
      .limit(1);
    if (earlier && (earlier.status === 'approved' || earlier.status === 'pending')) return { id: earlier.id, kind: 'application', status: earlier.status };
    const now = ctx.clock.now();
    const [recent] = await tx
      .select({ n: count() })
      .from(feedback)
      .where(and(mine, gt(feedback.createdAt, new Date(now.getTime() - APPLICATION_WINDOW_MS))));
    if ((recent?.n ?? 0) >= APPLICATIONS_PER_MEMBER) throw new AppError(429, 'application.limit');
    const status = ctx.config.permissionApplications === 'auto' ? 'approved' : 'pending';
    const [row] = await tx
      .insert(feedback)
      .values({ applyPermission: true, filmId: input.filmId, visitorId: input.visitorId, userId: input.userId, status, createdAt: now })
      .returning({ id: feedback.id });
    if (!row) throw new Error('application insert returned no row');
    return { id: row.id, kind: 'application', status };
  });
}

/**
 * The member's application for this drama (only one naming it counts; visitors cannot apply): approved wins,
 * then a pending one, then the latest denial with the operator's reply (the member may apply again after it).
 */
export async function applicationState(ctx: ServerContext, filmId: number, caller: Caller): Promise<{ state: ApplicationState; reply?: string }> {
  if (!caller.userId) return { state: 'none' };
  const rows = await ctx.db
    .select({ status: feedback.status, reply: feedback.reply })
    .from(feedback)
    .where(and(eq(feedback.applyPermission, true), eq(feedback.userId, caller.userId), eq(feedback.filmId, filmId)))
    .orderBy(desc(feedback.id))
    .limit(5);
  const approved = rows.find((r) => r.status === 'approved');
  if (approved) return { state: 'approved', ...(approved.reply ? { reply: approved.reply } : {}) };
  if (rows.some((r) => r.status === 'pending')) return { state: 'pending' };
  const denied = rows[0]?.status === 'denied' ? rows[0] : undefined;
  return denied ? { state: 'denied', ...(denied.reply ? { reply: denied.reply } : {}) } : { state: 'none' };
}
