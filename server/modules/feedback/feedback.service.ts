import type { ServerContext } from '../../context';
import { feedback } from '../../db/schema/growth';
import type { Caller } from '../../http/caller';

/** A stored message or application, as the create-feedback call answers it. */
export interface FeedbackReceipt {
  readonly id: number;
  readonly kind: 'feedback' | 'application';
  readonly status: 'received' | 'pending' | 'approved';
}

/** Stores a feedback message from a visitor or member. */
export async function recordFeedback(ctx: ServerContext, caller: Caller, input: { content: string; filmId?: number }): Promise<FeedbackReceipt> {
  const [row] = await ctx.db
    .insert(feedback)
    .values({
      content: input.content,
      applyPermission: false,
      filmId: input.filmId,
      visitorId: caller.visitorId,
      userId: caller.userId,
      status: 'received',
      createdAt: ctx.clock.now(),
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return { id: row.id, kind: 'feedback', status: 'received' };
}
