import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database as every module sees it: the same Drizzle query builder over PGlite (embedded) or node-postgres
 * (DATABASE_URL). Modules use the query builder only, so they run unchanged on both.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
