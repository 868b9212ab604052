import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database';
import { listenOnPglite, listenOnPostgres, type NoticeEvents, type StopListening } from './notice-listener';
import { createPostgresPool } from './postgres-pool';
import type { DatabaseTimeouts } from './timeouts';

/** Which engine a connection runs on; the migrator needs it, the modules never do. */
export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database: the query builder plus the way to close it. */
export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /**
   * Runs `work` on a connection of its own without the statement timeout, for work that may rightly take longer
   * than any request (migrations). PGlite has no timeouts, so there it is the same database.
   */
  unbounded<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** LISTENs on `channel` over a connection of its own, reconnecting when it is lost (notice-listener.ts). */
  listen(channel: string, seqName: string, events: NoticeEvents): Promise<StopListening>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

/** Where to connect: a PostgreSQL URL wins; otherwise PGlite in `dataDir` (`memory://` keeps it in memory). */
export interface ConnectOptions {
  readonly databaseUrl?: string;
  readonly dataDir: string;
  /** Bounds on every wait for PostgreSQL (main.ts passes the configured ones); none when absent (scripts, seeding). */
  readonly timeouts?: DatabaseTimeouts;
  /** Connections of the PostgreSQL pool (DB_POOL_MAX); 10 when absent. */
  readonly poolMax?: number;
}

/** Opens PostgreSQL through `pg` when a URL is given, else the embedded PGlite with pg_trgm. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const { databaseUrl, timeouts } = options;
    const pool = createPostgresPool(databaseUrl, timeouts, options.poolMax);
    // A dropped connection must not take the process down; the next query reports the fault instead.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    const db = drizzlePg(pool) as unknown as Database;
    const unbounded = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeouts?.connectMs });
      await client.connect();
      try {
        return await work(drizzlePg(client) as unknown as Database);
      } finally {
        await client.end();
      }
    };
    const listen = (channel: string, seqName: string, events: NoticeEvents) => listenOnPostgres(databaseUrl, channel, seqName, events);
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 });
    return { db, driver: 'postgres', unbounded, listen, close: () => pool.end(), poolStats };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    unbounded: (work) => work(db),
    listen: (channel, seqName, events) => listenOnPglite(client, channel, seqName, events),
    close: () => client.close(),
  };
}
