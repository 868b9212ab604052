import type { Logger } from './context';
import type { Database } from './db/database';
import { seedDatabase } from './seed/seed';

/** Seeds the demo catalog on a fresh database; the seed is idempotent and returns at once when films exist. */
export async function seedIfEmpty(db: Database, logger: Logger): Promise<void> {
  const { seeded } = await seedDatabase(db, { log: (msg) => logger.info(msg) });
  if (seeded) logger.info('demo catalog seeded');
}
