import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sessions } from '../db/schema/users';
import type { ServerContext } from '../context';
import type { AppEnv } from './app-env';
import { fail } from './envelope';
import { sha256 } from './session-token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid header value, lower-cased, or undefined for anything else (a bad fingerprint is treated as none). */
export function uuidOrUndefined(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && UUID.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/**
 * Reads the token from `Authorization: Bearer <token>` (the scheme in any case, RFC 9110); anything else, a bare
 * token included, is no token: the request goes on as anonymous and a call that needs a session answers 401.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer +(\S+)$/i.exec(header?.trim() ?? '');
  const token = match?.[1];
  return token && token.length >= 16 && token.length <= 256 ? token : undefined;
}

/** The latest change notice sent by any process (server/db/change-hub.ts), read with the session at no extra trip. */
const latestNotice = sql<number>`(select case when is_called then last_value else 0 end from change_notice_seq)`.mapWith(Number);

/** A session's last_seen_at is written at most this often, so reads do not each cost a write. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** Resolves the member behind a bearer token (unrevoked, unexpired) and the visitor behind the Fingerprint header. */
export function sessionMiddleware(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('visitorId', uuidOrUndefined(c.req.header('fingerprint')));
    c.set('srcVisitorId', uuidOrUndefined(c.req.header('srcfingerprint')));
    const token = bearerToken(c.req.header('authorization'));
    if (token) {
      const tokenHash = sha256(token);
      const [row] = await ctx.db
        .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, noticeSeq: latestNotice })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())))
        .limit(1);
      if (row) {
        c.set('userId', row.userId);
        c.set('tokenHash', tokenHash);
        const now = ctx.clock.now();
        if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
          // Conditional, so parallel requests of one session write it once.
          const stale = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
          await ctx.db
            .update(sessions)
            .set({ lastSeenAt: now })
            .where(and(eq(sessions.tokenHash, tokenHash), lte(sessions.lastSeenAt, stale)));
        }
        // A member sees their own writes on any process: wait until this one applied the notices up to now.
        await ctx.parts.changes.caughtUp(row.noticeSeq);
      }
    }
    await next();
  };
}

/** Lets only signed-in members through; everyone else gets body code 401 (the SPA opens its login modal). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('userId')) return fail(c, 401, 'auth.required');
  await next();
};
