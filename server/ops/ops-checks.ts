import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { fileURLToPath } from 'node:url';
import type { ServerContext } from '../context';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The newest migration this build knows (drizzle applies every one newer than the newest row it has recorded). */
const newestMigration = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

/**
 * The checks every process has: the database answers, and it carries every migration this build ships (a process of
 * a newer build must not take traffic on an old schema). `draining` turns readiness off at SIGTERM, so a load
 * balancer stops sending new requests while the in-flight ones finish.
 */
export function registerCoreReadiness(ctx: ServerContext, draining: () => boolean): void {
  ctx.parts.readiness.register('accepting', () => !draining());
  ctx.parts.readiness.register('database', async () => {
    await ctx.db.execute(sql`select 1`);
    return true;
  });
  ctx.parts.readiness.register('migrations', async () => {
    const result = await ctx.db.execute(sql`select coalesce(max(created_at), 0)::bigint as newest from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { newest: string | number }[];
    return Number(rows[0]?.newest ?? 0) >= newestMigration;
  });
}
