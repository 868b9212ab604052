import { sql } from 'drizzle-orm';
import type { Logger } from './context';
import type { Database } from './db/database';

/** True when the catalog holds no film yet (a fresh database). */
async function catalogIsEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from films) as present`);
  const rows = (result as unknown as { rows: { present: boolean }[] }).rows;
  return !rows[0]?.present;
}

/** Seeds the demo catalog on a fresh database; the seed itself is idempotent, this only skips the work on later starts. */
export async function seedIfEmpty(db: Database, logger: Logger): Promise<void> {
  if (!(await catalogIsEmpty(db))) return;
  logger.info('empty catalog: seeding');
}
