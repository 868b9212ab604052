import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

// PostgreSQL allows 65,535 bind parameters per statement; stay well below it whatever the column count.
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

/** Inserts rows with multi-row INSERT statements of up to 1,000 rows each. */
export async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as T['$inferInsert'][]);
  }
}
