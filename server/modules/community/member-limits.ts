import type { Context } from 'hono';
import type { ErrorKey } from '../../../contract/error-codes';
import { fail } from '../../http/envelope';
import { createRateLimiter, type RateLimiter, type RateLimiterDeps } from '../../http/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What one member may do per window, counted in the database (every server process counts into the same window).
 * Generous for a person, tight for a script: a film-night chat of a comment every few minutes stays far below.
 * Comments and replies share their message key; each counts in its own window.
 */
export const MEMBER_LIMITS = {
  comment: { max: 20, windowMs: HOUR, key: 'comment.rate_limited' },
  reply: { max: 60, windowMs: HOUR, key: 'comment.rate_limited' },
  like: { max: 120, windowMs: 10 * MINUTE, key: 'like.rate_limited' },
  report: { max: 20, windowMs: 24 * HOUR, key: 'report.rate_limited' },
  upload: { max: 60, windowMs: HOUR, key: 'upload.rate_limited' },
  /** Reports of subtitle lines: a careful viewer flags a few lines an episode, an operator reads each one. */
  subtitleReport: { max: 10, windowMs: HOUR, key: 'subtitle_report.rate_limited' },
} as const satisfies Record<string, { max: number; windowMs: number; key: ErrorKey }>;

export type MemberAction = keyof typeof MEMBER_LIMITS;

/** The member limits of one running server: a limiter per action, made when the action is first counted. */
export class MemberLimits {
  private readonly limiters = new Map<MemberAction, RateLimiter>();

  constructor(private readonly deps: RateLimiterDeps) {}

  private limiter(action: MemberAction): RateLimiter {
    let one = this.limiters.get(action);
    if (!one) {
      const { max, windowMs } = MEMBER_LIMITS[action];
      this.limiters.set(action, (one = createRateLimiter(this.deps, { name: `member.${action}`, max, windowMs })));
    }
    return one;
  }

  /**
   * Counts one `action` of the member. Within the limit: undefined, the caller goes on. Over it: the 429 answer
   * (with Retry-After) to send instead.
   */
  async over(c: Context, action: MemberAction, userId: string): Promise<Response | undefined> {
    const verdict = await this.limiter(action).hit(userId);
    if (verdict.allowed) return undefined;
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return fail(c, 429, MEMBER_LIMITS[action].key);
  }
}
