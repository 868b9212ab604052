import pg from 'pg';
import type { DatabaseTimeouts } from './timeouts';

/** Thrown into a statement that got no answer within the statement timeout; the error handler answers 503. */
export class DatabaseTimeoutError extends Error {
  override name = 'DatabaseTimeoutError';
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`no answer from PostgreSQL within ${ms} ms`);
  }
}

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * How much longer than `statement_timeout` the client waits: a live server cancels the statement first and keeps
 * the connection (SQLSTATE 57014); only a server that cannot answer at all reaches the client's deadline.
 */
const CLIENT_DEADLINE_GRACE_MS = 200;

/**
 * A client whose statements get no longer than `deadlineMs` to answer. PostgreSQL's own `statement_timeout` cannot
 * fire on a frozen server, and pg's `query_timeout` leaves the hung statement on the connection (the next statement
 * queues behind it), so on the deadline the socket is destroyed: the statement fails, the connection is gone and
 * the pool opens a fresh one when the server is back.
 */
function clientWithDeadline(deadlineMs: number): typeof pg.Client {
  const baseQuery = pg.Client.prototype.query as AnyFunction;
  // One implementation forwards every overload of pg's query (promise, callback, submittable).
  function query(this: pg.Client, ...args: unknown[]): unknown {
    const timer = setTimeout(() => this.connection.stream.destroy(new DatabaseTimeoutError(deadlineMs)), deadlineMs);
    const done = () => clearTimeout(timer);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        (callback as AnyFunction)(...results);
      };
    }
    let result: unknown;
    try {
      result = baseQuery.apply(this, args);
    } catch (error) {
      done();
      throw error;
    }
    if (result instanceof Promise) result.then(done, done);
    else if (typeof callback !== 'function') done(); // a submittable (cursor, stream) reports through its own events
    return result;
  }
  class DeadlineClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // A lost connection reaches the caller through its failing statement; unheard, the event would end the process.
      this.on('error', () => {});
    }
  }
  DeadlineClient.prototype.query = query as typeof pg.Client.prototype.query;
  return DeadlineClient;
}

/**
 * Clients checked out for a transaction go back to the pool when their connection is lost, and may be released
 * again harmlessly. Drizzle's transaction releases nothing when `begin` fails, which would shrink the pool by one
 * connection for each statement that timed out at the start of a transaction, until no request could get one.
 */
function releaseLostCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as AnyFunction;
  const guarded = (callback?: AnyFunction) => {
    // pool.query checks out with a callback and releases on every outcome itself.
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onLost);
        release(error);
      };
      const onLost = () => releaseOnce(new Error('connection lost while checked out'));
      client.once('end', onLost);
      client.release = releaseOnce;
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
}

/** The pool of connections to PostgreSQL, bounded in time everywhere it could wait. */
export function createPostgresPool(connectionString: string, timeouts: DatabaseTimeouts | undefined, max = 10): pg.Pool {
  const bounded = timeouts
    ? {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        Client: clientWithDeadline(timeouts.statementMs + CLIENT_DEADLINE_GRACE_MS),
      }
    : {};
  const pool = new pg.Pool({ connectionString, max, keepAlive: true, ...bounded });
  releaseLostCheckouts(pool);
  return pool;
}
