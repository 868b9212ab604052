import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../../../../db/connect';
import { migrateDatabase } from '../../../../db/migrate';
import { DataDirLockedError, lockDataDir } from '../../../../process/data-dir-lock';
import { ConfigError, loadConfig } from '../../../../config';
import { createMediaStore } from '../../../../media-store/create-media-store';
import { importCatalog, type Change } from './catalog-import';
import { CatalogImportError } from './import-error';
import { progressBar } from './progress-bar';

// `npm run catalog:import -- <folder> [--dry-run]`: DATABASE_URL when set, else the embedded database in DATA_DIR
// (default ./data), media into the server's media store (MEDIA_STORE: DATA_DIR/media by default, keys catalog/...). Exit 0 on success, 1 on bad input (the message names the
// file and field), 2 on a wrong command line.
const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
if (positionals.length !== 1) {
  console.error('usage: npm run catalog:import -- <folder> [--dry-run]');
  process.exit(2);
}
const folder = resolve(positionals[0]!);
const dryRun = values['dry-run'];
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? './data';

function describe(change: Change): string {
  const what = change.action === 'update' ? `update (${change.fields.join(', ')})` : change.action;
  return `  ${change.kind.padEnd(11)} ${change.key.padEnd(32)} ${what}`;
}

async function run(): Promise<number> {
  mkdirSync(dataDir, { recursive: true });
  // The embedded database belongs to one process: refuse while a server (or another import) has it open.
  const lock = databaseUrl ? undefined : lockDataDir(dataDir);
  const connection = await connectDatabase({ databaseUrl, dataDir });
  const bar = progressBar(process.stderr);
  try {
    await migrateDatabase(connection);
    const media = createMediaStore(loadConfig(process.env).media);
    const report = await importCatalog(connection.db, { folder, dryRun, media, progress: bar.update });
    bar.done();
    console.log(dryRun ? 'dry run: nothing was changed. The import would do:' : 'imported:');
    for (const change of report.changes) console.log(describe(change));
    const changed = report.changes.filter((c) => c.action !== 'unchanged').length;
    console.log(`${changed} of ${report.changes.length} entries ${dryRun ? 'would change' : 'changed'}; ${report.filesWritten} media files written`);
    return 0;
  } finally {
    bar.done();
    await connection.close();
    lock?.release();
  }
}

try {
  process.exitCode = await run();
} catch (error) {
  if (error instanceof CatalogImportError) {
    console.error(`catalog import refused, nothing was changed:\n  ${error.message}`);
    process.exitCode = 1;
  } else if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
