import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestContext, type TestContext } from './test-context';
import { send } from './test-request';

let t: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

describe('the platform around every call', () => {
  it('serves the OpenAPI document of the contract', async () => {
    const res = await send(app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1/);
    expect(Object.keys(res.body.paths)).toContain('/api/users/register');
  });

  it('sends the fixed security headers on API answers, errors and the pixel, and compresses only when asked', async () => {
    for (const path of ['/api/openapi.json', '/api/nope', '/_icon.png?ev=pv&ul=x']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await app.request('/api/openapi.json')).headers.get('content-encoding')).toBeNull();
    const gzipped = await app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends the same headers through the Node server, where they go onto the outgoing message', async () => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ['/api/openapi.json', '/api/nope', '/_icon.png?ev=pv&ul=x']) {
        const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
        expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        await res.arrayBuffer();
      }
      const gzipped = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await gzipped.json()).openapi).toMatch(/^3\.1/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses bodies over the size limit with an envelope', async () => {
    const res = await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'k'.repeat(70 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, msg: 'request.too_large', data: null });
  });

  it('answers broken JSON with a validation envelope, not a 500', async () => {
    const res = await send(app, 'POST', '/api/users/login', { headers: { 'content-type': 'application/json' }, json: undefined, form: undefined });
    expect(res.status).toBe(400);
    const broken = await app.request('/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(await broken.json()).toEqual({ code: 400, msg: 'validation.body', data: null });
  });

  it('limits writes per address, saying when to try again', async () => {
    const ip = '192.0.2.77';
    const write = (from: string) => send(app, 'POST', '/api/nope', { ip: from });
    for (let i = 0; i < 300; i++) expect((await write(ip)).status).toBe(404);
    t.ctx.clock.advance(15_000);
    const refused = await write(ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect((await write('192.0.2.78')).status).toBe(404);
    t.ctx.clock.advance(45_000);
    expect((await write(ip)).status).toBe(404);
  });
});

describe('a database fault', () => {
  it('answers server.unavailable without a stack trace and keeps serving', async () => {
    const broken = await createTestContext();
    const brokenApp = createApp(broken.ctx);
    await broken.close();
    const res = await send(brokenApp, 'POST', '/api/users/create', { json: { x_u_key: 'device-key-broken' } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 503, msg: 'server.unavailable', data: null });
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
    const again = await send(brokenApp, 'GET', '/api/users/get_user', { token: 'y'.repeat(43) });
    expect(again.body.msg).toBe('server.unavailable');
    // The pixel does not touch the database on the request path, so it still answers.
    expect((await send(brokenApp, 'GET', '/_icon.png?ev=pv&ul=x')).status).toBe(200);
  });
});
