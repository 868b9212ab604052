import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { consoleLogger, systemClock, type ServerContext } from './context';
import { connectDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';
import { answerCache, withAnswerCache } from './http/answer-cache';
import { createMailer } from './mail/create-mailer';
import { warmTitleSearch } from './modules/catalog/title-search.provider';
import { seedIfEmpty } from './seed-if-empty';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = consoleLogger({ json: config.nodeEnv === 'production' });
  const connection = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.databaseTimeouts });
  await migrateDatabase(connection);
  // Seeding a large catalog may outlast the statement timeout meant for requests.
  await connection.unbounded((db) => seedIfEmpty(db, logger));
  // PGlite runs no autovacuum, so its planner would keep guessing from empty tables (it joined a month of comments
  // before sorting out twenty); fresh statistics at start fix the estimates. A PostgreSQL server keeps its own.
  if (connection.driver === 'pglite') {
    const started = performance.now();
    await connection.db.execute(sql`analyze`);
    logger.info(`planner statistics refreshed (${Math.round(performance.now() - started)} ms)`);
  }
  const ctx: ServerContext = {
    db: connection.db,
    config,
    mailer: createMailer(config, connection.db, logger),
    clock: systemClock,
    logger,
    flushables: [],
  };
  const app = createApp(ctx);
  // Build the search index in the background so the first search does not pay for it.
  warmTitleSearch(ctx).catch((e) => logger.error('search index build failed', { error: String(e) }));
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port, createServer: withAnswerCache(answerCache(ctx)) }, (info) => {
    logger.info(`listening on http://${config.host}:${info.port} (${connection.driver}${config.smtpUrl ? ', smtp' : ', outbox mail'})`);
  });

  // A stray rejection must not take the site down; it is logged and the request that caused it already got an envelope.
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { reason: String(reason) }));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: closing`);
    server.close();
    for (const queue of ctx.flushables) await queue.flush().catch((e) => logger.error('flush failed', { error: String(e) }));
    await connection.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
