import { and, count, countDistinct, desc, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { shareRecords, shareVisits } from '../../db/schema/growth';
import { visitors } from '../../db/schema/users';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/caller';
import { addressHash, spendSharePass } from './share-pass.service';

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

/** Why a visit did or did not count (the answer's `reason`). */
export type VisitVerdict = 'counted' | 'unknown_visitor' | 'sharer' | 'repeat' | 'no_pass' | 'address_cap';

/** Dramas one address may help unlock in 24 hours, over all sharers: a family helps with a few dramas a day. */
export const DRAMAS_PER_ADDRESS_PER_DAY = 3;

/** Counted visits one address may bring in 24 hours: three dramas' worth of SHARE_UNLOCK_VISITS. */
export function visitsPerAddressPerDay(shareUnlockVisits: number): number {
  return DRAMAS_PER_ADDRESS_PER_DAY * shareUnlockVisits;
}
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Confirms that a visitor arrived through a share link (README, "Play permission"). It counts only for a known
 * visitor who is neither the sharer (visitor or member) nor counted for this sharer's drama before, who brings an
 * unspent pass from loading the shared page at this address, and while the address is under its daily cap. The
 * checks and the insert run in one transaction serialised per address, so parallel calls cannot pass the cap.
 */
export async function confirmVisit(
  ctx: ServerContext,
  input: { filmId: number; shareRecordId?: number; visitorId: string; userId?: string; sharerVisitorId: string; pass?: string; address: string },
): Promise<{ verdict: VisitVerdict; visitsSoFar: number }> {
  const record = await findRecord(ctx, input.filmId, input.sharerVisitorId, input.shareRecordId);
  const sharer: Caller = { userId: record.sharerUserId ?? undefined, visitorId: record.sharerVisitorId ?? undefined };
  const verdict = await ctx.db.transaction(async (tx): Promise<VisitVerdict> => {
    const now = ctx.clock.now();
    const [known] = await tx.select({ id: visitors.id }).from(visitors).where(eq(visitors.id, input.visitorId)).limit(1);
    if (!known) return 'unknown_visitor';
    if (input.visitorId === record.sharerVisitorId || (input.userId !== undefined && input.userId === record.sharerUserId)) return 'sharer';
    if (await countedBefore(tx, input.filmId, sharer, input.visitorId)) return 'repeat';
    const address = addressHash(input.address);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-address:${address}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(shareVisits)
      .where(and(eq(shareVisits.addressHash, address), gt(shareVisits.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((recent?.n ?? 0) >= visitsPerAddressPerDay(ctx.config.shareUnlockVisits)) return 'address_cap';
    const spent = await spendSharePass(tx, now, {
      nonce: input.pass,
      sharerVisitorId: input.sharerVisitorId,
      filmId: input.filmId,
      address: input.address,
      visitorId: input.visitorId,
    });
    if (!spent) return 'no_pass';
    const inserted = await tx
      .insert(shareVisits)
      .values({ shareRecordId: record.id, filmId: input.filmId, visitorId: input.visitorId, addressHash: address, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: shareVisits.id });
    return inserted.length ? 'counted' : 'repeat';
  });
  return { verdict, visitsSoFar: await visitsSoFar(ctx, input.filmId, sharer) };
}

/** True when the visitor was already counted for any of the sharer's links of this drama. */
async function countedBefore(db: Database, filmId: number, sharer: Caller, visitorId: string): Promise<boolean> {
  const mine = sharedBy(sharer);
  if (!mine) return false;
  const [row] = await db
    .select({ id: shareVisits.id })
    .from(shareVisits)
    .innerJoin(shareRecords, eq(shareRecords.id, shareVisits.shareRecordId))
    .where(and(eq(shareRecords.filmId, filmId), mine, eq(shareVisits.visitorId, visitorId)))
    .limit(1);
  return row !== undefined;
}
