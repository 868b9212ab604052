import type { Logger } from './context';
import type { Database } from './db/database';
import type { MediaStore } from './media-store/media-store.port';
import { seedDatabase } from './seed/seed';

/** Seeds the demo catalog on a fresh database (and its media into the store); idempotent, at once when films exist. */
export async function seedIfEmpty(db: Database, media: MediaStore, logger: Logger): Promise<void> {
  const { seeded } = await seedDatabase(db, { media, log: (msg) => logger.info(msg) });
  if (seeded) logger.info('demo catalog seeded');
}
