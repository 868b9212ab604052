import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Clock } from '../infrastructure';
import type { Database } from '../db/database';
import { rateLimitHits } from '../db/schema/limits';
import { sha256 } from './session-token';

/** What one count (or look) says about a key in its current window. */
export interface LimitVerdict {
  /** hit: this hit is within the limit. peek: one more hit would be. */
  readonly allowed: boolean;
  /** Hits counted in the current window (0 when there is none). */
  readonly hits: number;
  /** Seconds until the window ends when not allowed; 0 when allowed. */
  readonly retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key, kept in the database so every server process counts into the same window.
 * Each hit is one atomic upsert, so parallel hits (on one process or several) never pass the limit together.
 */
export interface RateLimiter {
  /** Counts one hit for `subject` and says whether it is within the limit. */
  hit(subject: string): Promise<LimitVerdict>;
  /** Says whether one more hit would be within the limit, without counting. */
  peek(subject: string): Promise<LimitVerdict>;
  /** Takes one hit back (e.g. an attempt that turned out to be the owner's success). */
  refund(subject: string): Promise<void>;
  /** Forgets the subject's window. */
  reset(subject: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Names the limit inside the shared table (`login.pair`); subjects of different limits never meet. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

/** Expired windows are deleted at most this often per process, on the request (or tracking batch) that finds the time due. */
const PURGE_EVERY_MS = 60_000;
const nextPurge = new WeakMap<Database, number>();

export async function purgeExpired(db: Database, now: Date): Promise<void> {
  if ((nextPurge.get(db) ?? 0) > now.getTime()) return;
  nextPurge.set(db, now.getTime() + PURGE_EVERY_MS);
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEnds, now));
}

/**
 * The hit as one prepared upsert (the same text for every limit, the limit's name being part of the key): a new
 * window starts at 1, a running one adds 1, an ended one starts again; it answers the count and the window's end.
 */
function prepareHit(db: Database) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const expired = sql`${rateLimitHits.windowEnds} <= ${now}`;
  return db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, windowEnds: sql`${sql.placeholder('windowEnds')}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        windowEnds: sql`CASE WHEN ${expired} THEN excluded.window_ends ELSE ${rateLimitHits.windowEnds} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowEnds: rateLimitHits.windowEnds })
    .prepare('rate_limit_hit');
}
const preparedHits = new WeakMap<Database, ReturnType<typeof prepareHit>>();
const hitStatement = (db: Database) => {
  let statement = preparedHits.get(db);
  if (!statement) preparedHits.set(db, (statement = prepareHit(db)));
  return statement;
};

/** What a limiter counts with: the database (every process counts into the same window) and the clock. */
export interface RateLimiterDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/** Creates a limiter allowing `max` hits per subject per `windowMs`, counted in `rate_limit_hits`. */
export function createRateLimiter(deps: RateLimiterDeps, options: RateLimitOptions): RateLimiter {
  const { db, clock } = deps;
  // Subjects (e-mails, addresses) are hashed: fixed-size keys, and the table holds no addresses in clear.
  const keyOf = (subject: string) => `${options.name}:${sha256(subject)}`;
  const verdict = (hits: number, windowEnds: Date, now: Date, allowed: boolean): LimitVerdict => ({
    allowed,
    hits,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 1000)),
  });

  return {
    async hit(subject) {
      const now = clock.now();
      await purgeExpired(db, now);
      const [row] = await hitStatement(db).execute({
        key: keyOf(subject),
        now: now.toISOString(),
        windowEnds: new Date(now.getTime() + options.windowMs).toISOString(),
      });
      if (!row) throw new Error('rate limit upsert returned no row');
      return verdict(row.hits, row.windowEnds, now, row.hits <= options.max);
    },
    async peek(subject) {
      const now = clock.now();
      const [row] = await db
        .select({ hits: rateLimitHits.hits, windowEnds: rateLimitHits.windowEnds })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, keyOf(subject)), gt(rateLimitHits.windowEnds, now)));
      return row ? verdict(row.hits, row.windowEnds, now, row.hits < options.max) : verdict(0, now, now, true);
    },
    async refund(subject) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(and(eq(rateLimitHits.key, keyOf(subject)), gt(rateLimitHits.windowEnds, clock.now())));
    },
    async reset(subject) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(subject)));
    },
  };
}
