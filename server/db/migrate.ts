import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseConnection } from './connect';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every pending migration of server/db/migrations; already applied ones are skipped, so it is safe at each start. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // A migration may rewrite a large table: it runs without the statement timeout that bounds requests.
    await connection.unbounded((db) => migratePg(db as unknown as NodePgDatabase, { migrationsFolder }));
  }
}
