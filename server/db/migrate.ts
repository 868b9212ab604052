import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseConnection } from './connect';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; every process migrating the same database must use the same one. */
export const MIGRATION_LOCK = 72_740_313;

/**
 * Applies every pending migration of server/db/migrations; already applied ones are skipped, so it is safe at each
 * start. On PostgreSQL it holds an advisory lock meanwhile: processes starting together on an empty database
 * migrate one after the other (the later ones find nothing left to do) instead of colliding on CREATE statements.
 */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // A migration may rewrite a large table: it runs without the statement timeout that bounds requests.
    await connection.unbounded(async (db) => {
      // A session lock on this connection of its own; it goes with the connection if the process dies meanwhile.
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
      try {
        await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
      }
    });
  }
}
