import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** The header of an answer served stale while the database is unreachable: the answer's age in seconds. */
export const STALE_HEADER = 'X-Served-Stale';

/*
 * Stale-if-error for anonymous reads: while the database is unreachable every request that needs it fails (503
 * server.unavailable), and the change listener drops every cached answer and page each second (server/db/
 * change-listener.ts), so a visitor would see the outage on pages cached a moment before. Instead, an anonymous
 * GET whose answer fails with a 5xx gets the last good answer (answer-cache.ts) or page (rendered-page.cache.ts),
 * when it was made less than STALE_IF_ERROR_SECONDS ago (10 minutes by default), marked with X-Served-Stale (its
 * age in seconds) and Cache-Control: no-store. Past the bound the 503 goes out. The last good copies are dropped
 * when the listener is back (server/composition.ts), so after an outage everything is read afresh.
 */

/** The headers that mark a stale answer: its age, and that nobody downstream may keep it. */
export function staleHeaders(ageMs: number): Record<string, string> {
  return { 'Cache-Control': 'no-store', [STALE_HEADER]: String(Math.floor(ageMs / 1000)) };
}

/** Replaces a failed anonymous API read's answer with its last good one (AnswerCache.staleAnswer), when there is one recent enough. */
export function staleIfError(answers: { staleAnswer(c: Context): Response | undefined }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 500 || c.req.method !== 'GET') return;
    const stale = answers.staleAnswer(c);
    if (!stale) return;
    // Set on an emptied context: assigning over the failed answer would copy its headers onto the stale one.
    c.res = undefined;
    c.res = stale;
  };
}
