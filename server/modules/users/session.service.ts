import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { sessions } from '../../db/schema/users';
import { newSessionToken, SESSION_TTL_MS, sha256 } from '../../http/session-token';

/** Opens a 30-day session for a member and answers the bearer token (only its hash is stored). */
export async function openSession(ctx: ServerContext, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return token;
}

/** Revokes one session; the token stops working at once. */
export async function revokeSession(ctx: ServerContext, tokenHash: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
