import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { type CodePurpose, verificationCodes } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { createRateLimiter } from '../../http/rate-limiter';
import { sha256 } from '../../http/session-token';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const RESEND_AFTER_SECONDS = 30;

const codeHash = (email: string, code: string) => sha256(`${email}:${code}`);

/**
 * What a code is for, and for codes that act on an account the member who asked: a code is spent only under the
 * scope it was issued for, so a code mailed to B for A's e-mail change neither signs in as B nor confirms anyone
 * else's change, and a sign-up code is no sign-in code.
 */
export type CodeScope =
  | { readonly purpose: Extract<CodePurpose, 'sign-up' | 'sign-in'> }
  | { readonly purpose: Extract<CodePurpose, 'account' | 'email-change'>; readonly memberId: string };

const memberOf = (scope: CodeScope) => ('memberId' in scope ? scope.memberId : null);

/**
 * The resend slot (one code per 30 s) of an address for one scope: a sign-in code asked by the mailbox owner does
 * not wait for an e-mail change someone else started towards that address, nor one member's change for another's.
 */
const slotKey = (email: string, scope: CodeScope) => [scope.purpose, memberOf(scope) ?? '', email].join(':');

/** E-mailed one-time codes: issuing under limits, and spending with tries counted atomically. */
export interface VerificationCodes {
  /**
   * Creates a 6-digit code for an e-mail and a scope and answers it, after the per-e-mail-and-scope (one per 30 s)
   * and per-address (20 an hour) limits, which are counted atomically in the database: auth.code_recently_sent within
   * the scope's 30 s (the code sent then is still valid, so the SPA shows it as sent; once used, the next one goes out
   * at once), auth.rate_limited beyond the address's.
   */
  issue(email: string, ip: string, scope: CodeScope): Promise<string>;
  /**
   * Spends one try of the latest code of an e-mail issued for this scope; the right code also marks it used. Errors:
   * auth.code_invalid (a wrong code), auth.code_expired (no live code for the scope: none asked for, too old, used,
   * or tried 5 times).
   */
  consume(email: string, code: string, scope: CodeScope): Promise<void>;
}

export function verificationCodeService(ctx: ServerContext): VerificationCodes {
  // Old codes are deleted by the maintenance job (server/jobs/retention.tasks.ts, SPENT_CODES_KEEP_HOURS).
  const perEmail = createRateLimiter(ctx, { name: 'code.email', max: 1, windowMs: RESEND_AFTER_SECONDS * 1000 });
  const perIp = createRateLimiter(ctx, { name: 'code.ip', max: ctx.config.codesPerAddressPerHour, windowMs: 3_600_000 });
  const latestCodeId = (email: string, scope: CodeScope) =>
    ctx.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.email, email),
          eq(verificationCodes.purpose, scope.purpose),
          'memberId' in scope ? eq(verificationCodes.memberId, scope.memberId) : isNull(verificationCodes.memberId),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);

  const latestCodeUsed = async (email: string, scope: CodeScope) => {
    const [latest] = await ctx.db
      .select({ usedAt: verificationCodes.usedAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.id, latestCodeId(email, scope)));
    return latest?.usedAt != null;
  };

  return {
    async issue(email, ip, scope) {
      // The address first: a refused address does not use up the e-mail's 30 s.
      if (!(await perIp.hit(ip)).allowed) throw new AppError(429, 'auth.rate_limited');
      // A code already used (to sign up or in) leaves nothing to wait for; only the mailbox's owner could use it.
      if (!(await perEmail.hit(slotKey(email, scope))).allowed && !(await latestCodeUsed(email, scope))) throw new AppError(429, 'auth.code_recently_sent');
      const now = ctx.clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await ctx.db.insert(verificationCodes).values({
        email,
        codeHash: codeHash(email, code),
        requestIp: ip,
        purpose: scope.purpose,
        memberId: memberOf(scope),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      return code;
    },

    async consume(email, code, scope) {
      const now = ctx.clock.now();
      // One statement takes a try only while tries are left, so parallel guesses cannot share a try: on
      // PostgreSQL the row lock makes each UPDATE re-check `attempts` after the one before it committed.
      const [tried] = await ctx.db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, latestCodeId(email, scope)),
            lt(verificationCodes.attempts, CODE_MAX_TRIES),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
      // No live code: never asked for, expired, used or out of tries alike, so the answer does not tell whether
      // some code was ever issued for the address (members always had one).
      if (!tried) throw new AppError(400, 'auth.code_expired');
      if (tried.codeHash !== codeHash(email, code)) throw new AppError(400, 'auth.code_invalid');
      // The used_at condition makes two simultaneous right answers succeed only once.
      const spent = await ctx.db
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(and(eq(verificationCodes.id, tried.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      if (spent.length === 0) throw new AppError(400, 'auth.code_expired');
    },
  };
}
