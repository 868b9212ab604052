import { sql } from 'drizzle-orm';
import type { Logger } from './context';
import type { Database } from './db/database';
import { seedDatabase } from './seed/seed';

/** Any constant works; every process seeding the same database must use the same one. */
const SEED_LOCK = 72_740_312;

/**
 * Seeds the demo catalog on a fresh database; the seed is idempotent and returns at once when films exist. `db` is
 * one connection of its own (main.ts passes connection.unbounded's): processes starting together on an empty
 * database wait on an advisory lock while the first one seeds, then find the catalog there, instead of each
 * generating it and drawing the same media files at the same time.
 */
export async function seedIfEmpty(db: Database, logger: Logger): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${SEED_LOCK})`);
  try {
    const { seeded } = await seedDatabase(db, { log: (msg) => logger.info(msg) });
    if (seeded) logger.info('demo catalog seeded');
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${SEED_LOCK})`);
  }
}
