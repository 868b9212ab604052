import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { connectDatabase, type DatabaseConnection } from './db/connect';
import { LOGIN_LIMITS } from './modules/account/login-guard';
import { createTestContext, type TestContext } from './test-context';
import { send } from './test-request';
import { composeServer } from './composition';

/*
 * Two app instances on one database share every limit, as two server processes on one PostgreSQL must: on
 * PostgreSQL the second app has its own connection pool; on PGlite (one connection per database) it shares it.
 * Either way nothing is counted in an instance's memory.
 */

let t: TestContext;
let second: DatabaseConnection | undefined;
let a: ReturnType<typeof createApp>;
let b: ReturnType<typeof createApp>;
/** Alternates the instances, request by request. */
const app = (i: number) => (i % 2 === 0 ? a : b);

beforeAll(async () => {
  t = await createTestContext();
  if (t.ctx.config.databaseUrl) second = await connectDatabase({ databaseUrl: t.ctx.config.databaseUrl, dataDir: 'memory://' });
  a = createApp(t.ctx);
  b = createApp(composeServer({ ...t.ctx, db: second?.db ?? t.ctx.db }));
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

describe('limits shared by two instances on one database', () => {
  it('writes per address: 300 a minute in all, however the requests alternate', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 300; i++) {
      const res = await send(app(i), 'POST', '/api/users/create', { json: { x_u_key: `device-key-${i % 7}` }, ip });
      if (res.body.code !== 0) throw new Error(`write ${i} refused: ${res.body.msg}`);
    }
    expect((await send(a, 'POST', '/api/users/create', { json: { x_u_key: 'device-key-x' }, ip })).body).toMatchObject({
      code: 429,
      msg: 'request.rate_limited',
    });
    expect((await send(b, 'POST', '/api/users/create', { json: { x_u_key: 'device-key-x' }, ip })).body).toMatchObject({
      code: 429,
      msg: 'request.rate_limited',
    });
    t.ctx.clock.advance(60_000);
    expect((await send(b, 'POST', '/api/users/create', { json: { x_u_key: 'device-key-x' }, ip })).body.code).toBe(0);
  });

  it('password attempts per (e-mail, address): 5 in all across both', async () => {
    const msgs: string[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.pair.max; i++)
      msgs.push((await send(app(i), 'POST', '/api/users/login', { json: { email: 'shared@example.com', password: `guess ${i}` }, ip: '10.4.0.2' })).body.msg);
    expect(msgs).toEqual([...Array(LOGIN_LIMITS.pair.max).fill('auth.wrong_password'), 'auth.rate_limited']);
  });

  it('codes: one per e-mail per 30 s and 20 per address per hour across both, also in parallel', async () => {
    const ask = (i: number, email: string, ip: string) =>
      send(app(i), 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
    expect((await ask(0, 'one@example.com', '10.4.0.3')).body.code).toBe(0);
    expect((await ask(1, 'one@example.com', '10.4.0.4')).body.msg).toBe('auth.code_recently_sent');
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(i, `burst${i}@example.com`, '10.4.0.5')));
    expect(burst.filter((r) => r.body.code === 0)).toHaveLength(20);
  });
});
