import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '@electric-sql/pglite';

/** One value as a CSV field: NULL unquoted and empty, everything else quoted (arrays as PostgreSQL array literals). */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  else text = String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Loads rows into a table with `COPY … FROM '/dev/blob'`, PGlite's way of streaming a file into the database: one
 * statement instead of hundreds of parameterised INSERTs, which is what keeps start-up seeding fast on WebAssembly.
 * The columns are the keys of the first row (all rows share them); keys are the Drizzle property names.
 */
export async function copyRows(tx: Transaction, table: PgTable, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const lines = rows.map((row) => keys.map((key) => csvField((row as Record<string, unknown>)[key])).join(','));
  const blob = new Blob([lines.join('\n')]);
  await tx.query(`COPY "${getTableName(table)}" (${names}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
}
