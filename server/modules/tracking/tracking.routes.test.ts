import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import * as fc from 'fast-check';
import { getQueryParam } from 'hono/utils/url';
import { withObservedAnswerCache } from '../../ops/observed-answer-cache';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { trackingEvents } from '../../db/schema/tracking';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { TrackingQueue } from './tracking.queue';
import { TRACKING_LIMITS } from './tracking-admission';
import { connectDatabase } from '../../db/connect';
import { composeServer } from '../../composition';
import { signedInUser } from '../catalog/catalog-test.harness';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestContext({ adminEmails: ['boss@example.com'] });
  app = createApp(t.ctx);
  operatorToken = (await signedInUser(t.ctx, 'boss')).token;
});
afterAll(() => t.close());

const stored = async () => (await t.ctx.db.select({ n: count() }).from(trackingEvents))[0]!.n;
const flushAll = () => Promise.all(t.ctx.flushables.map((f) => f.flush()));
const visitor = '3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const member = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
/** Events not stored for `reason`, as /metrics counts them. */
const dropped = async (reason: string) =>
  Number((await t.ctx.parts.metrics.registry.metrics()).match(new RegExp(`^tracking_events_dropped_total\\{reason="${reason}"\\} (\\d+)$`, 'm'))?.[1] ?? 0);
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
    // Page time is kept only when the page view it belongs to came at least that long before (see below).
    await send(app, 'GET', `/_icon.png?ev=pv&ul=localhost%2F&uuid=${visitor}`, consented());
    t.ctx.clock.advance(45_000);
    await flushAll();
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

describe("the pixel's front door on Node", () => {
  it('answers as the app does (bytes, headers, checks, queue, metrics) without going through it', async () => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(t.ctx) });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const path = `/_icon.png?ev=pv&ul=localhost%2Fde%2Franking-page.html&ht=localhost&p=ranking&uuid=${randomUUID()}`;
    try {
      const viaApp = await app.request(path, consented());
      await flushAll();
      const before = await stored();
      const viaNode = await fetch(`${base}${path}`, { headers: { ...consented().headers, 'x-request-id': 'lb-pixel-1234' } });
      expect(viaNode.status).toBe(200);
      expect(Buffer.from(await viaNode.arrayBuffer())).toEqual(Buffer.from(await viaApp.arrayBuffer()));
      const headersOf = (res: Response) =>
        Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name)));
      expect(headersOf(viaNode)).toEqual(headersOf(viaApp));
      expect(viaNode.headers.get('x-request-id')).toBe('lb-pixel-1234');
      await flushAll();
      expect(await stored()).toBe(before + 1);
      // Without consent: answered, not kept, counted.
      const refused = await dropped('no_consent');
      expect((await fetch(`${base}${path}`)).status).toBe(200);
      await flushAll();
      expect(await stored()).toBe(before + 1);
      expect(await dropped('no_consent')).toBe(refused + 1);
      // Counted under the route's own label, as the app counts it.
      expect(await t.ctx.parts.metrics.registry.metrics()).toMatch(/http_requests_total\{method="GET",route="\/_icon.png",status="200"\} \d+/);
      // Anything but a GET of that very path is the app's.
      expect((await fetch(`${base}${path}`, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${base}/_icon.png/x`)).headers.get('content-type')).not.toBe('image/png');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the pixel's query", () => {
  it('reads the same from the path alone as from the path behind an origin (hono looks for ? and # from the 9th character)', () => {
    const part = fc.constantFrom('ev', 'ul', 'p', '=', '&', '?', '#', '%', '%2F', '%E0%A4%A', '+', 'é', 'x', '');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 24 }), (parts) => {
        const url = `/_icon.png${parts.length ? '?' : ''}${parts.join('')}`;
        expect(getQueryParam(url)).toEqual(getQueryParam(`http://front-door${url}`));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("the pixel's front door under attack", () => {
  /** The app served on Node as main.ts serves it, pixel front door included. */
  const onNode = async <T>(use: (base: string) => Promise<T>): Promise<T> => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(t.ctx) });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'].includes(name)));
  const answered = async (res: Response) => ({ status: res.status, headers: headersOf(res), body: Buffer.from(await res.arrayBuffer()).toString('base64') });

  it('answers malformed queries and headers as the app does, and drops them under the same reason', async () => {
    const queries = [
      '',
      '?',
      '?&&=&=x',
      '?ev=pv&ul=%E0%A4%A&p=home', // a broken percent-encoding
      '?ev=pv&ev=zz&ul=localhost%2F&p=home', // a repeated name: the first value counts
      '?ev=zz&ul=localhost%2F&p=home',
      `?ev=pv&ul=${'a'.repeat(5000)}&p=home`,
      '?ev=pt&ul=localhost%2F&p=home&secs=99999999',
      '?ev=pv&ul=localhost%2F&p=home&ts=1e3',
      '?ev=pv&ul=localhost%2F&p=home&uuid=%00%0d%0a',
      '?ev=pv&ul=localhost%2F&p=home&__proto__=x&constructor=y',
    ];
    const headers = {
      ...consented().headers,
      'x-forwarded-for': '203.0.113.1, 10.0.0.1',
      'x-request-id': 'bad id with spaces',
      'sec-gpc': ' 0 ',
    };
    await onNode(async (base) => {
      for (const query of queries) {
        const reasons = ['invalid', 'no_consent', 'page_kind'] as const;
        const counted = async () => Promise.all(reasons.map((r) => dropped(r)));
        const before = await counted();
        const viaApp = await answered(await app.request(`/_icon.png${query}`, { headers }));
        const byApp = (await counted()).map((n, i) => n - before[i]!);
        const viaNodeRes = await fetch(`${base}/_icon.png${query}`, { headers });
        expect(await answered(viaNodeRes), query).toEqual(viaApp);
        expect(viaNodeRes.headers.get('x-request-id'), query).toMatch(/^[0-9a-f-]{36}$/);
        const byNode = (await counted()).map((n, i) => n - before[i]! - byApp[i]!);
        expect(byNode, query).toEqual(byApp);
      }
    });
  });

  it('reads consent from a huge cookie, ignores a spoofed X-Forwarded-For and Host, and counts every parallel request', async () => {
    t.ctx.clock.advance(2 * 60 * 60_000);
    const junk = Array.from({ length: 300 }, (_, i) => `c${i}=${'v'.repeat(20)}`).join('; ');
    const cookie = `${junk}; consent=v1.a1.m0.${t.ctx.clock.now().getTime() - 60_000}; tail=1`;
    const pixel = `/_icon.png?ev=pv&ul=localhost%2F&ht=localhost&p=home`;
    const requests = async () =>
      Number((await t.ctx.parts.metrics.registry.metrics()).match(/http_requests_total\{method="GET",route="\/_icon.png",status="200"\} (\d+)/)?.[1] ?? 0);
    await onNode(async (base) => {
      await flushAll();
      const before = await stored();
      const answeredBefore = await requests();
      const limited = await dropped('address_limit');
      // More than the per-address limit, each from "another" address and host: without TRUST_PROXY all of them
      // are the socket's address, so the limit holds.
      const n = TRACKING_LIMITS.perAddress.max + 30;
      const ids = new Set<string>();
      for (let i = 0; i < n; i += 100) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(100, n - i) }, (_, j) =>
            fetch(`${base}${pixel}&uuid=${randomUUID()}`, {
              headers: { cookie, 'x-forwarded-for': `198.51.100.${(i + j) % 250}`, host: `evil-${i + j}.example` },
            }),
          ),
        );
        for (const res of batch) {
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/png');
          ids.add(res.headers.get('x-request-id')!);
          await res.arrayBuffer();
        }
      }
      await flushAll();
      expect(ids.size).toBe(n);
      expect((await stored()) - before).toBe(TRACKING_LIMITS.perAddress.max);
      expect((await dropped('address_limit')) - limited).toBe(30);
      expect((await requests()) - answeredBefore).toBe(n);
    });
  });

  it('leaves HEAD, POST and other paths to the app, answered as the app answers them', async () => {
    const path = '/_icon.png?ev=pv&ul=localhost%2F&p=home';
    // Both uncompressed (fetch asks for gzip by itself, which the app's compression then applies).
    const headers = { 'accept-encoding': 'identity' };
    await onNode(async (base) => {
      // HEAD is the pixel route's own answer through the app: the same headers, no body.
      const head = await fetch(`${base}${path}`, { method: 'HEAD', headers });
      const viaApp = await app.request(path, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(headersOf(head)).toEqual(headersOf(viaApp));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
      // The rest are not the pixel (pages carry a nonce of their own, so status and type are compared).
      for (const [method, target] of [
        ['POST', path],
        ['GET', '/_icon.pngx'],
        ['GET', '/_icon.png/'],
      ] as const) {
        const byApp = await app.request(target, { method, headers });
        const byNode = await fetch(`${base}${target}`, { method, headers });
        expect([byNode.status, byNode.headers.get('content-type')], `${method} ${target}`).toEqual([byApp.status, byApp.headers.get('content-type')]);
        expect(byNode.headers.get('content-type')).not.toBe('image/png');
      }
    });
  });
});

describe('TrackingQueue', () => {
  const row = (i: number) => ({ event: 'pv', url: `localhost/${i}`, host: 'localhost', page: 'home' });

  it('writes a full batch at once and the rest on flush', async () => {
    const queue = new TrackingQueue(t.ctx.db, t.ctx.logger, { batchSize: 5, intervalMs: 60_000, maxBacklog: 100 });
    const before = await stored();
    for (let i = 0; i < 5; i++) queue.push(row(i), '192.0.2.1');
    await expect.poll(stored, { timeout: 5000 }).toBe(before + 5);
    queue.push(row(5), '192.0.2.1');
    queue.push(row(6), '192.0.2.1');
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
    queue.push(row(1), '192.0.2.1');
    await expect.poll(stored, { timeout: 5000 }).toBe(before + 1);
    queue.stop();
  });

  it('keeps events while the database fails and writes them later', async () => {
    let failing = true;
    const flaky = new Proxy(t.ctx.db, {
      get(target, prop, receiver) {
        if ((prop === 'execute' || prop === 'transaction') && failing) return () => Promise.reject(new Error('database down'));
        return Reflect.get(target, prop, receiver);
      },
    });
    const queue = new TrackingQueue(flaky, t.ctx.logger, { batchSize: 200, intervalMs: 60_000, maxBacklog: 100 });
    const before = await stored();
    queue.push(row(1), '192.0.2.1');
    queue.push(row(2), '192.0.2.1');
    await queue.flush();
    expect(queue.size).toBe(2);
    failing = false;
    await queue.flush();
    expect(await stored()).toBe(before + 2);
    queue.stop();
  });
});

describe('events that cannot be real', () => {
  const film = (id: number) => `localhost%2Ffr%2Fshort-play%2Fepisodes%2Fromance%2F${id}.html`;
  const latest = async () =>
    (
      await t.ctx.db
        .select()
        .from(trackingEvents)
        .orderBy(sql`${trackingEvents.id} desc`)
        .limit(1)
    )[0]!;

  it('drops a page kind the site does not have, or one that is not the page of its URL, and counts them', async () => {
    const before = await stored();
    const kinds = await dropped('page_kind');
    for (const query of ['ev=pv&ul=localhost%2Franking-page.html&p=admin', 'ev=pv&ul=localhost%2Franking-page.html&p=home', 'ev=pv&ul=localhost%2F&p=other'])
      expect((await send(app, 'GET', `/_icon.png?${query}&uuid=${visitor}`, consented())).status).toBe(200);
    await flushAll();
    expect(await stored()).toBe(before);
    expect(await dropped('page_kind')).toBe(kinds + 3);
  });

  it("keeps the film page's old name (episodeList) from pages loaded before the rename, as film", async () => {
    await send(app, 'GET', `/_icon.png?ev=pv&ul=${film(12)}&p=episodeList&uuid=${visitor}`, consented());
    await flushAll();
    expect(await latest()).toMatchObject({ url: 'localhost/fr/short-play/episodes/romance/12.html', page: 'film' });
  });

  it('drops an event whose client time lies in the future (beyond a few minutes of clock skew)', async () => {
    const before = await stored();
    const now = t.ctx.clock.now().getTime();
    await send(app, 'GET', `/_icon.png?ev=pv&ul=localhost%2Fterms.html&p=terms&ts=${now + 60 * 60_000}`, consented());
    await flushAll();
    expect(await stored()).toBe(before);
    expect(await dropped('future_time')).toBeGreaterThanOrEqual(1);
    await send(app, 'GET', `/_icon.png?ev=pv&ul=localhost%2Fterms.html&p=terms&ts=${now + 60_000}`, consented());
    await flushAll();
    expect(await stored()).toBe(before + 1);
  });

  it('drops page time longer than the visit: more seconds than since the page view from that address', async () => {
    const ip = '203.0.113.70';
    const before = await stored();
    const pageTime = (secs: number) => send(app, 'GET', `/_icon.png?ev=pt&ul=${film(13)}&p=film&secs=${secs}`, { ...consented(), ip });
    // No page view at all: whatever time it reports, no visit lasted it.
    await pageTime(30);
    await send(app, 'GET', `/_icon.png?ev=pv&ul=${film(13)}&p=film`, { ...consented(), ip });
    await flushAll();
    t.ctx.clock.advance(40_000);
    await pageTime(3600);
    await pageTime(25);
    await flushAll();
    // The visible stretches of one page view add up to no more than the time since it.
    t.ctx.clock.advance(10_000);
    await pageTime(20);
    await pageTime(40);
    await flushAll();
    const rows = await t.ctx.db
      .select({ event: trackingEvents.event, seconds: trackingEvents.seconds })
      .from(trackingEvents)
      .orderBy(sql`${trackingEvents.id} desc`)
      .limit(3);
    expect(await stored()).toBe(before + 3);
    expect(rows.reverse()).toEqual([
      { event: 'pv', seconds: null },
      { event: 'pt', seconds: 25 },
      { event: 'pt', seconds: 20 },
    ]);
    expect(await dropped('page_time')).toBeGreaterThanOrEqual(3);
  });
});

describe('limits per address and per visitor', () => {
  const pv = (app: ReturnType<typeof createApp>, i: number, options: { ip: string; uuid: string }) =>
    send(app, 'GET', `/_icon.png?ev=pv&ul=localhost%2Fshort-play%2Fepisodes%2Fx%2F${(i % 50) + 1}.html&p=film&uuid=${options.uuid}`, {
      ...consented(),
      ip: options.ip,
    });
  const inParallel = async (n: number, one: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < n; i += 100) await Promise.all(Array.from({ length: Math.min(100, n - i) }, (_, j) => one(i + j)));
  };
  const views = async (day: string) => {
    const res = await send(app, 'GET', `/api/admin/traffic?from=${day}&to=${day}`, { token: operatorToken });
    return (res.body.data.by_page as { value: string; total_views: number }[]).reduce((sum, row) => sum + row.total_views, 0);
  };

  it('stores at most the limit of 5,000 page views from one address, and the dashboard counts only those', async () => {
    t.ctx.clock.advance(2 * 60 * 60_000);
    const day = t.ctx.clock.now().toISOString().slice(0, 10);
    const before = await stored();
    const dashboardBefore = await views(day);
    await inParallel(5000, (i) => pv(app, i, { ip: '198.51.100.77', uuid: randomUUID() }));
    await flushAll();
    const added = (await stored()) - before;
    expect(added).toBe(TRACKING_LIMITS.perAddress.max);
    expect((await views(day)) - dashboardBefore).toBe(added);
    expect(await dropped('address_limit')).toBeGreaterThanOrEqual(5000 - TRACKING_LIMITS.perAddress.max);
  });

  it('stores at most the limit of one visitor, whatever addresses it comes from', async () => {
    const before = await stored();
    const uuid = randomUUID();
    await inParallel(1000, (i) => pv(app, i, { ip: `10.9.${i % 200}.1`, uuid }));
    await flushAll();
    expect((await stored()) - before).toBe(TRACKING_LIMITS.perVisitor.max);
  });

  it('holds one limit for two app instances on one database (two processes)', async () => {
    t.ctx.clock.advance(2 * 60 * 60_000);
    const second = t.ctx.config.databaseUrl ? await connectDatabase({ databaseUrl: t.ctx.config.databaseUrl, dataDir: 'memory://' }) : undefined;
    try {
      const other = createApp(composeServer({ ...t.ctx, db: second?.db ?? t.ctx.db }));
      const before = await stored();
      await inParallel(3000, (i) => pv(i % 2 === 0 ? app : other, i, { ip: '198.51.100.78', uuid: randomUUID() }));
      await flushAll();
      expect((await stored()) - before).toBe(TRACKING_LIMITS.perAddress.max);
    } finally {
      await second?.close();
    }
  });
});
