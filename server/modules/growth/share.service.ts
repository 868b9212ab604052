import { and, countDistinct, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { shareRecords, shareVisits } from '../../db/schema/growth';
import { visitors } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import type { Caller } from './caller';

/** Matches the share records of a caller: as a member on any device, or as this visitor. */
function sharedBy(caller: Caller): SQL | undefined {
  const mine = [
    caller.userId ? eq(shareRecords.sharerUserId, caller.userId) : undefined,
    caller.visitorId ? eq(shareRecords.sharerVisitorId, caller.visitorId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return mine.length ? or(...mine) : undefined;
}

/** Distinct visitors (other than the caller) brought by the caller's share links of one drama. */
export async function visitsSoFar(ctx: ServerContext, filmId: number, caller: Caller): Promise<number> {
  const mine = sharedBy(caller);
  if (!mine) return 0;
  const notSelf = caller.visitorId ? ne(shareVisits.visitorId, caller.visitorId) : undefined;
  const [row] = await ctx.db
    .select({ n: countDistinct(shareVisits.visitorId) })
    .from(shareVisits)
    .innerJoin(shareRecords, eq(shareRecords.id, shareVisits.shareRecordId))
    .where(and(eq(shareRecords.filmId, filmId), mine, notSelf));
  return row?.n ?? 0;
}

/** Records one share of a drama by the caller and answers its id. */
export async function recordShare(ctx: ServerContext, filmId: number, caller: Caller): Promise<number> {
  const [row] = await ctx.db
    .insert(shareRecords)
    .values({ filmId, sharerVisitorId: caller.visitorId, sharerUserId: caller.userId, createdAt: ctx.clock.now() })
    .returning({ id: shareRecords.id });
  if (!row) throw new Error('share insert returned no row');
  return row.id;
}

/** The share record a visit belongs to: the given one (it must be the sharer's, of this drama) or the sharer's latest. */
async function findRecord(ctx: ServerContext, filmId: number, sharerVisitorId: string, recordId?: number) {
  const where = recordId
    ? and(eq(shareRecords.id, recordId), eq(shareRecords.filmId, filmId), eq(shareRecords.sharerVisitorId, sharerVisitorId))
    : and(eq(shareRecords.filmId, filmId), eq(shareRecords.sharerVisitorId, sharerVisitorId));
  const [row] = await ctx.db.select().from(shareRecords).where(where).orderBy(desc(shareRecords.id)).limit(1);
  if (!row) throw new AppError(404, 'share.not_found');
  return row;
}

/**
 * Confirms that a visitor arrived through a share link. It counts only for a known visitor who is not the sharer
 * and who has not been counted for this sharer and drama before. Answers whether it counted and the sharer's total.
 */
export async function confirmVisit(
  ctx: ServerContext,
  input: { filmId: number; shareRecordId?: number; visitorId: string; sharerVisitorId: string },
): Promise<{ counted: boolean; visitsSoFar: number }> {
  const record = await findRecord(ctx, input.filmId, input.sharerVisitorId, input.shareRecordId);
  const sharer: Caller = { userId: record.sharerUserId ?? undefined, visitorId: record.sharerVisitorId ?? undefined };
  const before = await visitsSoFar(ctx, input.filmId, sharer);
  const [known] = await ctx.db.select({ id: visitors.id }).from(visitors).where(eq(visitors.id, input.visitorId)).limit(1);
  if (!known || input.visitorId === record.sharerVisitorId) return { counted: false, visitsSoFar: before };
  await ctx.db
    .insert(shareVisits)
    .values({ shareRecordId: record.id, filmId: input.filmId, visitorId: input.visitorId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  const after = await visitsSoFar(ctx, input.filmId, sharer);
  return { counted: after > before, visitsSoFar: after };
}
