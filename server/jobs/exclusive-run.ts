import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ExclusiveRun } from './maintenance-runner';

/** The advisory lock key of the maintenance job (any fixed 64-bit number no other lock of the project uses). */
const MAINTENANCE_LOCK = 2_020_112_500;

/**
 * One run at a time across processes: a session-level advisory lock taken with try (a second process skips its
 * run instead of queueing) on a connection of its own, so the unlock happens on the connection that locked; if
 * the process dies, PostgreSQL drops the lock with the connection. `ownConnection` is DatabaseConnection.unbounded.
 */
export function advisoryLockedRun(ownConnection: <T>(work: (db: Database) => Promise<T>) => Promise<T>): ExclusiveRun {
  return (work) =>
    ownConnection(async (db) => {
      const result = await db.execute(sql`select pg_try_advisory_lock(${MAINTENANCE_LOCK}) as locked`);
      const row = (result as unknown as { rows: { locked: boolean }[] }).rows[0];
      if (!row?.locked) return 'busy' as const;
      try {
        return await work(db);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MAINTENANCE_LOCK})`);
      }
    });
}
