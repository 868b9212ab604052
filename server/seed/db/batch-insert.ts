import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

// Rows per statement: each statement carries its rows as one JSON parameter, a few megabytes at most.
const ROWS_PER_STATEMENT = 5_000;

const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Inserts rows on a PostgreSQL server, several thousand per statement: the rows travel as one JSON array that
 * `json_populate_recordset` turns into table rows, so there is one parameter instead of one per value (PostgreSQL
 * allows 65,535) and the server parses one small statement. Dates go as ISO strings, arrays as JSON arrays. The
 * columns are the keys of the first row (all rows share them, as with the COPY path of PGlite).
 */
export async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const tableName = `"${getTableName(table)}"`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const records = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const key of keys) record[columns[key]!.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    const json = JSON.stringify(records, jsonValue);
    await db.execute(
      sql`insert into ${sql.raw(tableName)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(tableName)}, ${json}::json)`,
    );
  }
}
