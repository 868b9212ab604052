import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/connect';
import { rateLimitHits } from '../db/schema/limits';
import { createTestContext, type TestContext } from '../test-context';
import { createRateLimiter } from './rate-limiter';

let t: TestContext;
/** On PostgreSQL a second pool on the same database, as a second server process would have; on PGlite the same one. */
let second: DatabaseConnection | undefined;
const otherDb = () => second?.db ?? t.ctx.db;

beforeAll(async () => {
  t = await createTestContext();
  if (t.ctx.config.databaseUrl) second = await connectDatabase({ databaseUrl: t.ctx.config.databaseUrl, dataDir: 'memory://' });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const limiter = (name: string, max: number, windowMs = 60_000, db = t.ctx.db) => createRateLimiter({ db, clock: t.ctx.clock }, { name, max, windowMs });

describe('database rate limiter', () => {
  it('allows max hits per window, then answers the seconds left, and opens again when the window ends', async () => {
    const l = limiter('t.window', 3, 60_000);
    for (let i = 1; i <= 3; i++) expect(await l.hit('a')).toEqual({ allowed: true, hits: i, retryAfterSeconds: 0 });
    t.ctx.clock.advance(20_000);
    expect(await l.hit('a')).toEqual({ allowed: false, hits: 4, retryAfterSeconds: 40 });
    expect((await l.hit('b')).allowed).toBe(true);
    t.ctx.clock.advance(40_000);
    expect(await l.hit('a')).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 0 });
  });

  it('keeps limits of different names apart', async () => {
    const one = limiter('t.one', 1);
    const two = limiter('t.two', 1);
    expect((await one.hit('same')).allowed).toBe(true);
    expect((await two.hit('same')).allowed).toBe(true);
    expect((await one.hit('same')).allowed).toBe(false);
  });

  it('counts parallel hits from two connections into one window: exactly max pass', async () => {
    const a = limiter('t.parallel', 20, 60_000, t.ctx.db);
    const b = limiter('t.parallel', 20, 60_000, otherDb());
    const verdicts = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit('10.9.9.9')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
    expect(verdicts.map((v) => v.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('peeks without counting, refunds one hit and resets', async () => {
    const l = limiter('t.peek', 2);
    expect(await l.peek('p')).toEqual({ allowed: true, hits: 0, retryAfterSeconds: 0 });
    await l.hit('p');
    await l.hit('p');
    expect(await l.peek('p')).toMatchObject({ allowed: false, hits: 2 });
    await l.refund('p');
    expect(await l.peek('p')).toMatchObject({ allowed: true, hits: 1 });
    await l.reset('p');
    expect((await l.peek('p')).hits).toBe(0);
  });

  it('stores hashed subjects and purges windows that ended', async () => {
    const l = limiter('t.purge', 5, 1_000);
    await l.hit('someone@example.com');
    const keys = (await t.ctx.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys.some((k) => k.includes('someone'))).toBe(false);
    expect(keys.filter((k) => /^t\.purge:[0-9a-f]{64}$/.test(k))).toHaveLength(1);
    t.ctx.clock.advance(10 * 60_000);
    await limiter('t.other', 5).hit('fresh');
    const left = (await t.ctx.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(left.filter((k) => !k.startsWith('t.other:'))).toEqual([]);
  });
});
