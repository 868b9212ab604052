import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ServerContext } from '../context';
import { signedInUser } from '../modules/catalog/catalog-test.harness';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { isDatabaseFault } from '../http/error-handler';
import { connectDatabase, type DatabaseConnection } from './connect';
import { TcpProxy } from './tcp-proxy.test-support';
import type { DatabaseTimeouts } from './timeouts';
import { composeServer } from '../composition';

/*
 * What a visitor gets while PostgreSQL is frozen or gone: 503 server.unavailable, promptly, and normal answers again
 * once it is back, without restarting the server. The database is reached through a TCP proxy the test freezes
 * and stops, so the PostgreSQL server the rest of the suite uses is never disturbed.
 */

const timeouts: DatabaseTimeouts = { connectMs: 500, statementMs: 1500, idleInTransactionMs: 5000 };
/** Room for a loaded CI machine to schedule the timer and write the answer; the bounds themselves come from the settings. */
const SLACK_MS = 1000;

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL faults (skipped on PGlite: an embedded database has no server to freeze or stop)', () => {
  let t: TestContext;
  let proxy: TcpProxy;
  let connection: DatabaseConnection;
  let app: ReturnType<typeof createApp>;
  let token: string;

  beforeAll(async () => {
    t = await createTestContext();
    const direct = new URL(t.ctx.config.databaseUrl!);
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    connection = await connectDatabase({ databaseUrl: proxied.toString(), dataDir: 'memory://', timeouts });
    const ctx: ServerContext = composeServer({ ...t.ctx, db: connection.db });
    ({ token } = await signedInUser(ctx, 'faults'));
    app = createApp(ctx);
  });
  afterAll(async () => {
    proxy.thaw();
    await connection?.close();
    await proxy?.stop();
    await t?.close();
  });

  const getUser = async () => {
    const started = performance.now();
    const res = await send(app, 'GET', '/api/users/get_user', { token });
    return { status: res.status, msg: res.body?.msg as string, ms: performance.now() - started };
  };
  /** Enough parallel requests to fill the pool, so frozen pooled connections and waiting ones are both tried. */
  const getUsers = (n: number) => Promise.all(Array.from({ length: n }, getUser));

  it('answers normally through the proxy', async () => {
    const answers = await getUsers(12);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  });

  it('answers 503 server.unavailable within the statement timeout while PostgreSQL is frozen, and recovers after', async () => {
    proxy.freeze();
    try {
      const answers = await getUsers(15);
      for (const answer of answers) expect(answer).toMatchObject({ status: 503, msg: 'server.unavailable' });
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(timeouts.statementMs + SLACK_MS);
    } finally {
      proxy.thaw();
    }
    const after = await getUsers(12);
    expect(after.map((a) => a.status)).toEqual(Array(12).fill(200));
  });

  it('gives every connection back to the pool when a transaction cannot even begin on a frozen server', async () => {
    // Warm pooled connections first, so that `begin` is sent on an open connection that then never answers.
    await getUsers(10);
    proxy.freeze();
    try {
      const attempts = Array.from({ length: 12 }, () => connection.db.transaction((tx) => tx.execute(sql`select 1`)));
      const outcomes = await Promise.allSettled(attempts);
      expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    } finally {
      proxy.thaw();
    }
    // All ten connections of the pool at once: a connection kept by a failed transaction would make one wait and time out.
    const held = Array.from({ length: 10 }, () => connection.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.3)`)));
    await expect(Promise.all(held)).resolves.toHaveLength(10);
  });

  it('cancels a statement that runs longer than the statement timeout on a live server', async () => {
    const started = performance.now();
    await expect(connection.db.execute(sql`select pg_sleep(10)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(performance.now() - started).toBeLessThan(timeouts.statementMs + SLACK_MS);
    expect((await getUser()).status).toBe(200);
  });

  it('ends a transaction left idle longer than the idle-in-transaction timeout, and the pool carries on', async () => {
    const strict = await connectDatabase({ databaseUrl: t.ctx.config.databaseUrl!, dataDir: 'memory://', timeouts: { ...timeouts, idleInTransactionMs: 300 } });
    try {
      const abandoned = strict.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await tx.execute(sql`select 1`);
      });
      const error = await abandoned.then(
        () => null,
        (e: unknown) => e,
      );
      // The server ended the session: whatever statement comes next fails, and the visitor gets 503.
      expect(isDatabaseFault(error)).toBe(true);
      await expect(strict.db.execute(sql`select 1 as one`)).resolves.toBeTruthy();
    } finally {
      await strict.close();
    }
  });

  it('answers 503 within 1 s while PostgreSQL is down (connections closed, new ones refused), and recovers after', async () => {
    await proxy.stop();
    try {
      const answers = await getUsers(12);
      for (const answer of answers) expect(answer).toMatchObject({ status: 503, msg: 'server.unavailable' });
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1000);
    } finally {
      await proxy.restart();
    }
    const after = await getUsers(12);
    expect(after.map((a) => a.status)).toEqual(Array(12).fill(200));
  });
});
