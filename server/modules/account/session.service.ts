import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { sessions } from '../../db/schema/users';
import { newSessionToken, SESSION_TTL_MS, sha256 } from '../../http/session-token';
import { describeUserAgent, USER_AGENT_MAX, type BrowserInfo } from './user-agent';

/** Opens a 30-day session for a member and answers the bearer token (only its hash is stored). */
export async function openSession(ctx: ServerContext, userId: string, userAgent = ''): Promise<string> {
  const token = newSessionToken();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
  });
  return token;
}

/** Revokes one session by its token hash; the token stops working at once. */
export async function revokeSession(ctx: ServerContext, tokenHash: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

const live = (ctx: ServerContext, userId: string) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now()));

/** Revokes the member's live sessions except the one of `keepTokenHash` (none kept when absent); answers how many. */
export async function revokeMemberSessions(ctx: ServerContext, userId: string, keepTokenHash?: string): Promise<number> {
  const rows = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(live(ctx, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes one live session of the member by its public id; answers 0 when it is not theirs or already ended. */
export async function revokeMemberSession(ctx: ServerContext, userId: string, sessionId: string): Promise<number> {
  const rows = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(live(ctx, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** A live session as the member's list shows it. */
export interface MemberSession extends BrowserInfo {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly current: boolean;
}

/** The member's live sessions: the current one first, then the most recently used. */
export async function memberSessions(ctx: ServerContext, userId: string, currentTokenHash: string | undefined): Promise<MemberSession[]> {
  const rows = await ctx.db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(live(ctx, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((r) => ({ id: r.id, ...describeUserAgent(r.userAgent), createdAt: r.createdAt, lastSeenAt: r.lastSeenAt, current: r.tokenHash === currentTokenHash }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
