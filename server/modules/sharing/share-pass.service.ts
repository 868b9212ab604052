import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { sharePasses, shareRecords } from '../../db/schema/growth';
import type { RateLimiter } from '../../http/rate-limiter';
import { sha256 } from '../../http/session-token';

/** The HttpOnly cookie that carries a pass from the shared page's load to the visit confirmation. */
export const SHARE_PASS_COOKIE = 'share_pass';
/** A pass is good for half an hour: time enough to open the link, not to stockpile page loads. */
export const SHARE_PASS_TTL_MS = 30 * 60 * 1000;
/** Spent and stale passes are deleted a day after they were handed out, a few at a time. */
const PASS_KEEP_MS = 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 200;
/**
 * Passes handed to one address per hour: enough for a family or an office opening several shared links, while a
 * loop of page loads cannot grow the table at request rate.
 */
export const SHARE_PASSES_PER_ADDRESS_PER_HOUR = 30;

/** Shape of a nonce we hand out; anything else is not looked up. */
const NONCE = /^[A-Za-z0-9_-]{24}$/;

/** How an address is kept: hashed, since the cap only needs to tell addresses apart. */
export function addressHash(address: string): string {
  return sha256(`share-address:${address}`);
}

/** Says whether `nonce` is a pass still good for this sharer, drama and address (unspent, not expired). */
export async function isLiveSharePass(
  ctx: ServerContext,
  input: { nonce: string | undefined; sharerVisitorId: string; filmId: number; address: string },
): Promise<boolean> {
  if (!input.nonce || !NONCE.test(input.nonce)) return false;
  const [live] = await ctx.db
    .select({ nonce: sharePasses.nonce })
    .from(sharePasses)
    .where(livePass(ctx.clock.now(), { ...input, nonce: input.nonce }))
    .limit(1);
  return live !== undefined;
}

/**
 * Hands out a pass for a load of a shared page, when the sharer did share this drama (a link with a made-up or
 * foreign src_fingerprint gets none, so it writes nothing) and the address is within its hourly allowance
 * (`perAddress`). Answers the nonce, or null.
 */
export async function issueSharePass(
  ctx: ServerContext,
  perAddress: RateLimiter,
  input: { sharerVisitorId: string; filmId: number; address: string },
): Promise<string | null> {
  const [shared] = await ctx.db
    .select({ id: shareRecords.id })
    .from(shareRecords)
    .where(and(eq(shareRecords.sharerVisitorId, input.sharerVisitorId), eq(shareRecords.filmId, input.filmId)))
    .limit(1);
  if (!shared) return null;
  if (!(await perAddress.hit(input.address)).allowed) return null;
  const now = ctx.clock.now();
  const nonce = randomBytes(18).toString('base64url');
  await ctx.db
    .insert(sharePasses)
    .values({ nonce, sharerVisitorId: input.sharerVisitorId, filmId: input.filmId, addressHash: addressHash(input.address), issuedAt: now });
  await pruneOldPasses(ctx, now);
  return nonce;
}

async function pruneOldPasses(ctx: ServerContext, now: Date): Promise<void> {
  const old = ctx.db
    .select({ nonce: sharePasses.nonce })
    .from(sharePasses)
    .where(lt(sharePasses.issuedAt, new Date(now.getTime() - PASS_KEEP_MS)))
    .limit(PRUNE_BATCH);
  await ctx.db.delete(sharePasses).where(inArray(sharePasses.nonce, old));
}

/** An unused pass younger than SHARE_PASS_TTL_MS, handed out for this sharer and drama to this address. */
function livePass(now: Date, input: { nonce: string; sharerVisitorId: string; filmId: number; address: string }) {
  return and(
    eq(sharePasses.nonce, input.nonce),
    isNull(sharePasses.usedByVisitorId),
    eq(sharePasses.sharerVisitorId, input.sharerVisitorId),
    eq(sharePasses.filmId, input.filmId),
    eq(sharePasses.addressHash, addressHash(input.address)),
    gt(sharePasses.issuedAt, new Date(now.getTime() - SHARE_PASS_TTL_MS)),
  );
}

/**
 * Spends a pass for a visitor, atomically: only an unused pass younger than SHARE_PASS_TTL_MS, handed out for this
 * sharer and drama to this address, is spent. Answers whether it was.
 */
export async function spendSharePass(
  db: ServerContext['db'],
  now: Date,
  input: { nonce: string | undefined; sharerVisitorId: string; filmId: number; address: string; visitorId: string },
): Promise<boolean> {
  if (!input.nonce || !NONCE.test(input.nonce)) return false;
  const spent = await db
    .update(sharePasses)
    .set({ usedByVisitorId: input.visitorId, usedAt: now })
    .where(livePass(now, { ...input, nonce: input.nonce }))
    .returning({ nonce: sharePasses.nonce });
  return spent.length > 0;
}
