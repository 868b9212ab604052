import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ServerContext } from '../context';
import type { Logger } from '../infrastructure';
import { createTestContext, type TestContext } from '../test-context';
import { LogSink } from './log-sink';
import { registerCoreReadiness } from './ops-checks';
import { composeServer } from '../composition';

const TOKEN = 'metrics-token-0123456789';
let t: TestContext;
let app: ReturnType<typeof createApp>;
/** The app's context (the test context with a recording logger): its metrics are the app's. */
let ctx: ServerContext;
let draining = false;
let searchReady = false;
const lines: { message: string; fields?: Record<string, unknown> }[] = [];
const recording: Logger = {
  info: (message, fields) => lines.push({ message, fields }),
  warn: () => {},
  error: (message, fields) => lines.push({ message, fields }),
};

beforeAll(async () => {
  t = await createTestContext({ metricsToken: TOKEN, accessLog: true });
  ctx = composeServer({ ...t.ctx, logger: recording });
  registerCoreReadiness(ctx, () => draining);
  ctx.parts.readiness.register('searchIndex', () => searchReady);
  app = createApp(ctx, { distDir: '/nonexistent' });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('says up at /healthz, and ready at /readyz only once every check passes', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    const early = await app.request('/readyz');
    expect(early.status).toBe(503);
    expect(await early.json()).toEqual({ status: 'not ready', checks: { accepting: true, database: true, migrations: true, searchIndex: false } });
    searchReady = true;
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect((await ready.json()).status).toBe('ready');
  });

  it('is not ready while draining, nor on a database that lacks the newest migration', async () => {
    draining = true;
    expect((await app.request('/readyz')).status).toBe(503);
    draining = false;
    const [newest] = (
      (await t.ctx.db.execute(sql`select max(created_at)::bigint as at from drizzle.__drizzle_migrations`)) as unknown as { rows: { at: string }[] }
    ).rows;
    await t.ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest!.at}`);
    const behind = await app.request('/readyz');
    expect(behind.status).toBe(503);
    expect((await behind.json()).checks.migrations).toBe(false);
    await t.ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest!.at} where created_at = ${Number(newest!.at) - 1}`);
    expect((await app.request('/readyz')).status).toBe(200);
  });
});

describe('request ids and access log', () => {
  it('keeps a well-formed X-Request-Id, replaces anything else, echoes it and logs it with the route pattern', async () => {
    const kept = await app.request('/api/films/detail/999999', { headers: { 'x-request-id': 'lb-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234abcd');
    const line = lines.find((l) => l.message === 'request' && l.fields?.requestId === 'lb-1234abcd');
    expect(line?.fields).toMatchObject({ method: 'GET', path: '/api/films/detail/999999', status: kept.status });
    expect(line?.fields?.route).not.toContain('999999');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(200), '<script>alert(1)</script>']) {
      const res = await app.request('/healthz', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('metrics', () => {
  it('refuses /metrics without the token and counts requests by route pattern with the token', async () => {
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    await app.request('/api/films/detail/1');
    await app.request('/api/films/detail/2');
    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/films\/detail\/:[a-zA-Z_]+",status="\d+"\} [2-9]/);
    expect(text).not.toContain('route="/api/films/detail/1"');
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/tracking_queue_length \d+/);
    expect(text).toContain('answer_cache_lookups_total');
  });

  it('counts the log lines the sink dropped while stdout was not keeping up', async () => {
    const scrape = async () =>
      (await (await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text()).match(/^log_lines_dropped_total (\d+)$/m)?.[1];
    expect(await scrape()).toBe('0');
    const stalled = { write: () => true, writableLength: Number.MAX_SAFE_INTEGER };
    const sink = new LogSink({ out: stalled, err: stalled });
    ctx.parts.metrics.watchLogSink(sink);
    for (let i = 0; i < 3; i++) sink.line(`line ${i}`);
    expect(await scrape()).toBe('3');
    sink.line('one more');
    expect(await scrape()).toBe('4');
  });

  it('answers 404 at /metrics on the public port when no token is set', async () => {
    const open = createApp(composeServer({ ...t.ctx, config: { ...t.ctx.config, metricsToken: undefined } }), { distDir: '/nonexistent' });
    expect((await open.request('/metrics')).status).toBe(404);
  });
});
