import { sql } from 'drizzle-orm';
import type { Logger } from './infrastructure';
import type { Database } from './db/database';
import type { MediaStore } from './media-store/media-store.port';
import { DEFAULT_FILMS } from './seed/generators/catalog.generator';
import { seedDatabase } from './seed/seed';
import { syncDialogue } from './modules/search/dialogue.index';

const DEFAULT_COMMENTS = 20_000;

/** Any constant works; every process seeding the same database must use the same one. */
const SEED_LOCK = 72_740_312;

/**
 * Seeds the demo catalog on a fresh database (and its media into the store); the seed is idempotent and returns
 * at once when films exist. `db` is one connection of its own (main.ts passes connection.unbounded's): processes
 * starting together on an empty database wait on an advisory lock while the first one seeds, then find the catalog
 * there, instead of each generating it and drawing the same media files at the same time.
 */
export async function seedIfEmpty(db: Database, media: MediaStore, logger: Logger, films = DEFAULT_FILMS): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${SEED_LOCK})`);
  try {
    // The default catalog's share of comments (20,000 for 200 dramas) for another number of dramas.
    const comments = Math.round((DEFAULT_COMMENTS * films) / DEFAULT_FILMS);
    const { seeded } = await seedDatabase(db, { films, comments, media, log: (msg) => logger.info(msg) });
    if (seeded) {
      logger.info('demo catalog seeded');
      // The demo's dialogue is searchable from the first request (the start check after would find it all new).
      const started = performance.now();
      const dialogue = await syncDialogue(db, media);
      logger.info(
        `dialogue index filled in ${Math.round(performance.now() - started)} ms: ${dialogue.indexed} subtitle files, ${dialogue.changed} episode tracks`,
      );
    }
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${SEED_LOCK})`);
  }
}
