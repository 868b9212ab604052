import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { verificationCodes } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { sha256 } from '../../http/session-token';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const RESEND_AFTER_SECONDS = 30;
/** Codes one address may request per hour, across all e-mails (stops mail bombing from one machine). */
export const CODES_PER_IP_PER_HOUR = 20;

const codeHash = (email: string, code: string) => sha256(`${email}:${code}`);

/** Creates a 6-digit code for an e-mail after the per-e-mail (30 s) and per-IP (hourly) limits; answers the code. */
export async function issueCode(ctx: ServerContext, email: string, ip: string): Promise<string> {
  const now = ctx.clock.now();
  const [latest] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_SECONDS * 1000) throw new AppError(429, 'auth.rate_limited');
  const [perIp] = await ctx.db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.requestIp, ip), gt(verificationCodes.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((perIp?.n ?? 0) >= CODES_PER_IP_PER_HOUR) throw new AppError(429, 'auth.rate_limited');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.insert(verificationCodes).values({
    email,
    codeHash: codeHash(email, code),
    requestIp: ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends the latest code of an e-mail: it must be unexpired, unused and within its tries. A wrong guess uses
 * up one try. Errors: auth.code_invalid (no code, or a wrong one), auth.code_expired (too old, used, or tried 5 times).
 */
export async function consumeCode(ctx: ServerContext, email: string, code: string): Promise<void> {
  const now = ctx.clock.now();
  const [latest] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest) throw new AppError(400, 'auth.code_invalid');
  const spentAlready = latest.usedAt !== null || latest.attempts >= CODE_MAX_TRIES;
  if (spentAlready || latest.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'auth.code_expired');
  if (latest.codeHash !== codeHash(email, code)) {
    await ctx.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    throw new AppError(400, 'auth.code_invalid');
  }
  // The used_at condition makes two simultaneous uses of one code succeed only once.
  const spent = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) throw new AppError(400, 'auth.code_expired');
}
