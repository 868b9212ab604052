/**
 * How long the server waits for PostgreSQL before it answers 503 `server.unavailable` (PGlite runs in process and
 * has none). A stopped server refuses at once; these bound a frozen or unreachable one.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one of the pool (DB_CONNECT_TIMEOUT_MS). */
  readonly connectMs: number;
  /**
   * One statement (DB_STATEMENT_TIMEOUT_MS): PostgreSQL cancels it (`statement_timeout`), and the client drops the
   * connection when no answer came by then, as from a frozen server that cancels nothing.
   */
  readonly statementMs: number;
  /** A transaction left open without a statement (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS): the server ends its session. */
  readonly idleInTransactionMs: number;
}

/** The defaults: well above any statement of the site (milliseconds), far below a visitor's patience. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3_000,
  statementMs: 5_000,
  idleInTransactionMs: 10_000,
};
