import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { trustProxyWarning } from './http/client-ip';
import { bootContext } from './boot';
import { consoleLogger, systemClock } from './infrastructure';
import { startChangeListener } from './db/change-listener';
import { startMaintenance } from './jobs/maintenance';
import { createMailer } from './mail/create-mailer';
import { outboxStartNotice } from './mail/outbox-access';
import { createMediaStore } from './media-store/create-media-store';
import { adoptOldCatalogMedia } from './modules/admin/catalog/media-files';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './process/data-dir-lock';
import { drain } from './process/graceful-shutdown';
import { applyHttpLimits, httpServerOptions } from './process/http-server';
import { keepTickObjectShape } from './process/tick-shape';
import { flushProcessLogs, processLogSink } from './ops/log-sink';
import { listenForMetrics } from './ops/metrics-listener';
import { withObservedAnswerCache } from './ops/observed-answer-cache';
import { registerCoreReadiness } from './ops/ops-checks';
import { seedIfEmpty } from './seed-if-empty';
import { syncDialogue } from './modules/search/dialogue.index';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

async function main(): Promise<void> {
  // Before anything runs a tick: every HTTP answer makes several, and their shape must outlive major GCs.
  keepTickObjectShape();
  const config = loadConfig();
  const logger = consoleLogger({ json: config.nodeEnv === 'production' });
  // Two processes on one embedded database overwrite each other's pages: the second one refuses to start.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) {
    mkdirSync(config.dataDir, { recursive: true });
    lock = lockDataDir(config.dataDir, {
      onStale: (owner) => logger.warn('took over the data directory lock of a process that is gone', { pid: owner?.pid, startedAt: owner?.startedAt }),
    });
    process.on('exit', () => lock?.release());
  }
  // A stop before the server listens (e.g. during the first seed) ends the process at once; the lock goes with it.
  const stopWhileStarting = (signal: NodeJS.Signals) => {
    logger.info(`${signal} while starting: exiting`);
    process.exit(130);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, stopWhileStarting);
  const { ctx, connection } = await bootContext(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.databaseTimeouts, poolMax: config.dbPoolMax },
    async (connection) => {
      const media = createMediaStore(config.media);
      logger.info(`media store: ${media.description}`);
      const adopted = await adoptOldCatalogMedia(config.dataDir, media);
      if (adopted > 0) logger.info(`catalog media: ${adopted} files of DATA_DIR/catalog-media moved into the media store`);
      // Seeding a large catalog may outlast the statement timeout meant for requests.
      await connection.unbounded((db) => seedIfEmpty(db, media, logger, config.demoSeedFilms));
      // PGlite runs no autovacuum, so its planner would keep guessing from empty tables (it joined a month of comments
      // before sorting out twenty); fresh statistics at start fix the estimates. A PostgreSQL server keeps its own.
      if (connection.driver === 'pglite') {
        const started = performance.now();
        await connection.db.execute(sql`analyze`);
        logger.info(`planner statistics refreshed (${Math.round(performance.now() - started)} ms)`);
      }
      return { config, mailer: createMailer(config, connection.db, logger), clock: systemClock, logger, flushables: [], media };
    },
  );
  // Change notices of every process keep this one's caches and title index current (server/db/change-hub.ts);
  // listening starts before the index is built so that no title edit falls in between.
  const stopListening = await startChangeListener(ctx, connection);
  const app = createApp(ctx);
  startMaintenance(ctx, connection.unbounded);
  let stopping = false;
  registerCoreReadiness(ctx, () => stopping);
  ctx.parts.metrics.watchPool(() => connection.poolStats?.());
  ctx.parts.metrics.watchLogSink(processLogSink());
  // Build the search index in the background so the first search does not pay for it; not ready until it is built.
  ctx.parts.readiness.register('searchIndex', () => ctx.parts.titleSearch.ready);
  ctx.parts.titleSearch.warm().catch((e) => logger.error('search index build failed', { error: String(e) }));
  // Dialogue search follows the served subtitle files; writes keep it current, this catches a seed, a restored
  // database or files that were missing. In the background: on a current index it only compares (README, "Dialogue").
  const dialogueStarted = performance.now();
  connection
    .unbounded((db) => syncDialogue(db, ctx.media))
    .then((r) =>
      logger.info(
        `dialogue index checked in ${Math.round(performance.now() - dialogueStarted)} ms: ${r.changed} episode tracks changed, ${r.indexed} files indexed, ${r.dropped} dropped`,
      ),
    )
    .catch((e) => logger.error('dialogue index sync failed', { error: String(e) }));
  const metricsServer = config.metricsPort === undefined ? undefined : await listenForMetrics(ctx, config.metricsPort, config.metricsHost);
  if (metricsServer) logger.info(`metrics on http://${config.metricsHost}:${config.metricsPort}/metrics`);
  const server = serve(
    { fetch: app.fetch, hostname: config.host, port: config.port, createServer: withObservedAnswerCache(ctx), serverOptions: httpServerOptions(config.http) },
    (info) => {
      const mail = config.smtpUrl ? 'smtp' : config.devOutbox ? 'outbox mail' : 'outbox mail, /dev/outbox off';
      logger.info(`listening on http://${config.host}:${info.port} (${connection.driver}, ${mail})`);
      // How to read sign-up codes without SMTP, said plainly (only this machine can).
      const notice = outboxStartNotice(config, info.port);
      if (notice) logger[notice.warn ? 'warn' : 'info'](notice.text);
    },
  ) as Server;
  const connections = applyHttpLimits(server, config.http);
  const proxyWarning = trustProxyWarning(config.nodeEnv, process.env.TRUST_PROXY);
  if (proxyWarning) logger.warn(proxyWarning);

  // A stray rejection must not take the site down; it is logged and the request that caused it already got an envelope.
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { reason: String(reason) }));

  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: no new connections; finishing requests, writing queued events`);
    // Whatever hangs (a database that does not answer), the process is gone a little after the drain timeout.
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 10_000).unref();
    await drain({
      server,
      connections,
      flushables: ctx.flushables,
      closeDatabase: () => stopListening().then(() => connection.close()),
      logger,
      timeoutMs: config.shutdownTimeoutMs,
    });
    metricsServer?.close();
    lock?.release();
    logger.info('stopped');
    process.exit(0);
  };
  for (const signal of STOP_SIGNALS) {
    process.off(signal, stopWhileStarting);
    process.on(signal, () => void shutdown(signal));
  }
}

main().catch((error) => {
  flushProcessLogs();
  // Mistakes of the operator get their message alone; anything else its stack.
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
