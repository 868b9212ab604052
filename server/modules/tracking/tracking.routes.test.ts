import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { trackingEvents } from '../../db/schema/tracking';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { TrackingQueue } from './tracking.queue';

let t: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

const stored = async () => (await t.ctx.db.select({ n: count() }).from(trackingEvents))[0]!.n;
const flushAll = () => Promise.all(t.ctx.flushables.map((f) => f.flush()));
const visitor = '3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const member = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
/** A visitor who allowed statistics a minute ago: only such events are kept. */
const consented = () => ({ headers: { cookie: `consent=v1.a1.m0.${t.ctx.clock.now().getTime() - 60_000}` } });

describe('GET /_icon.png', () => {
  it('answers a 1x1 PNG that is never cached and stores the event after a flush', async () => {
    const before = await stored();
    const res = await send(
      app,
      'GET',
      `/_icon.png?ev=pv&ul=localhost%2Fde%2Franking-page.html&ht=localhost&p=ranking&ts=1767225600000&rl=https%3A%2F%2Fwww.google.com%2F&sr=google&u=${member.toUpperCase()}&uuid=${visitor}`,
      consented(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.text.length).toBeGreaterThan(0);
    await flushAll();
    expect(await stored()).toBe(before + 1);
    const [row] = await t.ctx.db
      .select()
      .from(trackingEvents)
      .orderBy(sql`${trackingEvents.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ event: 'pv', url: 'localhost/de/ranking-page.html', page: 'ranking', source: 'google', visitorId: visitor });
    expect(row!.clientTime?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(row!.userId).toBe(member);
  });

  it('ignores a u that is not a member id (a bearer token from an older page), keeping the event without it', async () => {
    const token = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
    await send(app, 'GET', `/_icon.png?ev=pv&ul=localhost%2F&u=${token}&uuid=${visitor}`, consented());
    await flushAll();
    const [row] = await t.ctx.db
      .select()
      .from(trackingEvents)
      .orderBy(sql`${trackingEvents.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ event: 'pv', url: 'localhost/', userId: null, visitorId: visitor });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('keeps the page view of a visitor not yet identified (empty or malformed uuid) without a visitor id', async () => {
    for (const uuid of ['', 'not-a-uuid']) {
      await send(app, 'GET', `/_icon.png?ev=pv&ul=localhost%2Fanon-${uuid.length}&uuid=${uuid}`, consented());
      await flushAll();
      const [row] = await t.ctx.db
        .select()
        .from(trackingEvents)
        .orderBy(sql`${trackingEvents.id} desc`)
        .limit(1);
      expect(row).toMatchObject({ event: 'pv', url: `localhost/anon-${uuid.length}`, visitorId: null });
    }
  });

  it('stores page time with its seconds', async () => {
    const before = await stored();
    await send(app, 'GET', `/_icon.png?ev=pt&ul=localhost%2F&secs=42&uuid=${visitor}`, consented());
    await flushAll();
    expect(await stored()).toBe(before + 1);
  });

  it('still answers the pixel for invalid events but drops them', async () => {
    const before = await stored();
    for (const query of ['', '?ev=click&ul=x', '?ev=pt&ul=x', '?ev=pv&ul=x&secs=-1&ts=soon', `?ev=pv&ul=${'x'.repeat(3000)}`]) {
      const res = await send(app, 'GET', `/_icon.png${query}`, consented());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    await flushAll();
    expect(await stored()).toBe(before);
  });
});

describe("GET /_icon.png and the visitor's consent", () => {
  const now = () => t.ctx.clock.now().getTime();
  it.each([
    ['no choice yet', {}],
    ['statistics refused', { cookie: `consent=v1.a0.m1.${Date.now()}` }],
    ['an unreadable consent cookie', { cookie: 'consent=yes' }],
    ['Global Privacy Control, whatever the cookie says', { cookie: `consent=v1.a1.m1.${Date.now()}`, 'sec-gpc': '1' }],
  ])('answers the pixel but keeps no event with %s', async (_name, headers) => {
    const before = await stored();
    const fresh = { ...headers } as Record<string, string>;
    if (fresh.cookie?.includes('.a')) fresh.cookie = fresh.cookie.replace(/\.\d+$/, `.${now() - 1000}`);
    const res = await send(app, 'GET', `/_icon.png?ev=pv&ul=localhost%2Fno-consent&uuid=${visitor}`, { headers: fresh });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    await flushAll();
    expect(await stored()).toBe(before);
  });
});

describe('TrackingQueue', () => {
  const row = (i: number) => ({ event: 'pv', url: `localhost/${i}`, host: 'localhost', page: 'home' });

  it('writes a full batch at once and the rest on flush', async () => {
    const queue = new TrackingQueue(t.ctx.db, t.ctx.logger, { batchSize: 5, intervalMs: 60_000, maxBacklog: 100 });
    const before = await stored();
    for (let i = 0; i < 5; i++) queue.push(row(i));
    await expect.poll(stored, { timeout: 5000 }).toBe(before + 5);
    queue.push(row(5));
    queue.push(row(6));
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored()).toBe(before + 5);
    expect(queue.size).toBe(2);
    await queue.flush();
    expect(await stored()).toBe(before + 7);
    queue.stop();
  });

  it('writes on its timer without a flush', async () => {
    const queue = new TrackingQueue(t.ctx.db, t.ctx.logger, { batchSize: 200, intervalMs: 50, maxBacklog: 100 });
    const before = await stored();
    queue.push(row(1));
    await expect.poll(stored, { timeout: 5000 }).toBe(before + 1);
    queue.stop();
  });

  it('keeps events while the database fails and writes them later', async () => {
    let failing = true;
    const flaky = new Proxy(t.ctx.db, {
      get(target, prop, receiver) {
        if (prop === 'execute' && failing) return () => Promise.reject(new Error('database down'));
        return Reflect.get(target, prop, receiver);
      },
    });
    const queue = new TrackingQueue(flaky, t.ctx.logger, { batchSize: 200, intervalMs: 60_000, maxBacklog: 100 });
    const before = await stored();
    queue.push(row(1));
    queue.push(row(2));
    await queue.flush();
    expect(queue.size).toBe(2);
    failing = false;
    await queue.flush();
    expect(await stored()).toBe(before + 2);
    queue.stop();
  });
});
