import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { createMediaStore } from '../media-store/create-media-store';
import { migrateDatabase } from '../db/migrate';
import { seedLargeCatalog } from './large-catalog';
import { seedLargeDialogue } from './large-dialogue';
import { seedDatabase } from './seed';
import { syncDialogue } from '../modules/search/dialogue.index';

// Seeds a database by hand: `npx tsx server/seed/cli.ts [--films 200] [--comments 20000] [--large 100000]`.
// Uses DATABASE_URL when set, else PGlite in DATA_DIR (default ./data); migrations run first.
const { values } = parseArgs({
  options: {
    films: { type: 'string' },
    comments: { type: 'string' },
    large: { type: 'string' },
    'no-media': { type: 'boolean', default: false },
  },
});

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got "${value}"`);
  return n;
}

const log = (msg: string) => console.log(msg);
const connection = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const started = performance.now();
  await migrateDatabase(connection);
  log(`migrations applied (${Math.round(performance.now() - started)} ms)`);
  const media = values['no-media'] ? false : createMediaStore(loadConfig().media);
  const result = await seedDatabase(connection.db, { films: count('films', values.films), comments: count('comments', values.comments), media, log });
  log(result.seeded ? 'demo catalog seeded' : 'catalog already present: nothing to do');
  if (media) {
    const dialogue = await syncDialogue(connection.db, media);
    log(`dialogue index: ${dialogue.indexed} subtitle files indexed for ${dialogue.changed} episode tracks`);
  }
  const large = count('large', values.large);
  if (large) {
    log(`large catalog: ${(await seedLargeCatalog(connection.db, { films: large, log })).inserted} films added`);
    log(`large dialogue: ${(await seedLargeDialogue(connection.db, { fromFilmId: 1, log })).dramas} dramas given an episode with indexed lines`);
  }
  log(`done in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  // Query errors carry the whole multi-row statement; the cause is what a person needs to read.
  const cause = (error as { cause?: Error }).cause;
  console.error(`seed failed: ${cause?.message ?? (error as Error).message.slice(0, 500)}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
