import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { feedback } from '../../db/schema/growth';
import type { Caller } from './caller';

export type ApplicationState = 'none' | 'pending' | 'approved';

/**
 * Stores a feedback message, or a permission application. Applications are approved at once and recorded
 * (rule documented in the README): the site has no review desk, and the unlock only opens demo episodes.
 */
export async function recordFeedback(
  ctx: ServerContext,
  caller: Caller,
  input: { content?: string; applyPermission: boolean; filmId?: number },
): Promise<{ id: number; kind: 'feedback' | 'application'; status: 'received' | 'approved' }> {
  const kind = input.applyPermission ? 'application' : 'feedback';
  const status = input.applyPermission ? 'approved' : 'received';
  const [row] = await ctx.db
    .insert(feedback)
    .values({
      content: input.content || null,
      applyPermission: input.applyPermission,
      filmId: input.filmId,
      visitorId: caller.visitorId,
      userId: caller.userId,
      status,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return { id: row.id, kind, status };
}

/** The caller's application for a drama: one for this drama or for all dramas (no film_id) counts. */
export async function applicationState(ctx: ServerContext, filmId: number, caller: Caller): Promise<ApplicationState> {
  const who = [caller.userId ? eq(feedback.userId, caller.userId) : undefined, caller.visitorId ? eq(feedback.visitorId, caller.visitorId) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  if (who.length === 0) return 'none';
  const rows = await ctx.db
    .select({ status: feedback.status })
    .from(feedback)
    .where(and(eq(feedback.applyPermission, true), or(...who), or(isNull(feedback.filmId), eq(feedback.filmId, filmId))))
    .orderBy(desc(feedback.id))
    .limit(20);
  if (rows.some((r) => r.status === 'approved')) return 'approved';
  return rows.length ? 'pending' : 'none';
}
