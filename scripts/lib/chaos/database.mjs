// Reads the server's database directly once the server is stopped: PGlite in DATA_DIR, or PostgreSQL by URL.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Opens the database; `query(sql, params)` answers rows; close() when done. */
export async function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}
