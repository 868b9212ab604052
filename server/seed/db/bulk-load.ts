import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { insertInBatches } from './batch-insert';
import { copyRows } from './pglite-copy';

/** Tables and their rows, parents before children. */
export type LoadPlan = readonly (readonly [PgTable, readonly object[]])[];

// Any constant works; it only has to be the same for every process loading the same database.
const LOAD_LOCK = 72_740_311;

/**
 * Loads a plan in one transaction, after `proceed` (run under an advisory lock, inside the transaction) agreed.
 * On PGlite it streams each table with COPY; on a PostgreSQL server it uses multi-row INSERTs. Serial sequences of
 * `serialTables` are moved past the explicitly inserted ids. Returns false when `proceed` declined.
 */
export async function bulkLoad(
  db: Database,
  plan: LoadPlan,
  serialTables: readonly string[],
  proceed: (query: (text: string) => Promise<unknown[]>) => Promise<boolean>,
): Promise<boolean> {
  const setval = (name: string) => `select setval(pg_get_serial_sequence('${name}', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return client.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOAD_LOCK]);
      if (!(await proceed(async (text) => (await tx.query(text)).rows))) return false;
      for (const [table, rows] of plan) await copyRows(tx, table, rows);
      for (const name of serialTables) await tx.query(setval(name));
      return true;
    });
  }
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await txDb.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    const query = async (text: string) => (await txDb.execute(sql.raw(text))) as unknown as { rows: unknown[] };
    if (!(await proceed(async (text) => (await query(text)).rows))) return false;
    for (const [table, rows] of plan) await insertInBatches(txDb, table, rows as never);
    for (const name of serialTables) await txDb.execute(sql.raw(setval(name)));
    return true;
  });
}
