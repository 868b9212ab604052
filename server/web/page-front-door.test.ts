import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_GRANTED, encodeConsent } from '../../src/domain/consent/consent-choice';
import { withObservedAnswerCache } from '../ops/observed-answer-cache';
import { cachedPageFrontDoor, PAGE_ROUTE } from './page-front-door';
import { renderedSiteWithOneDrama, type RenderedSite } from './rendered-site.test-support';

// The cached pages answered before Hono (page-front-door.ts) must be the page route's answers: same bytes but for
// the nonce, same headers, a nonce of their own, observed under the same route label.
let site: RenderedSite;
let server: ServerType;
let base: string;

beforeAll(async () => {
  site = await renderedSiteWithOneDrama();
  server = serve({ fetch: site.app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(site.t.ctx, site.t.ctx.parts.answers) });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await site.t.close();
});

const GZIP = { 'accept-encoding': 'gzip' };
/** One answer as it came (node:http does not decode gzip), its text decoded and the nonce of its CSP. */
function page(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer; text: string; nonce?: string }>((resolve, reject) => {
    request(`${base}${path}`, { method, headers: { 'accept-language': 'en', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
        const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
        resolve({ status: res.statusCode!, headers: res.headers, raw, text, nonce });
      });
    })
      .on('error', reject)
      .end();
  });
}
const headerNames = (headers: IncomingHttpHeaders) =>
  Object.keys(headers)
    .filter((name) => name !== 'date')
    .sort();
const pageRequests = async () =>
  (await site.t.ctx.parts.metrics.registry.getSingleMetric('http_requests_total')!.get()).values.filter((v) => v.labels.route === PAGE_ROUTE);

describe('cached pages before the framework', () => {
  it.each([
    ['gzip', GZIP],
    ['identity', {}],
  ])('answer as the page route does (%s), each with its own nonce', async (_, encoding) => {
    site.t.ctx.parts.pages.clear();
    const first = await page('/', encoding);
    expect(site.t.ctx.parts.pages.size).toBe(1);
    const second = await page('/', encoding);
    const third = await page('/', encoding);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.text).toContain(`nonce="${answer.nonce}"`);
      expect(answer.headers['content-length']).toBe(String(answer.raw.length));
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    expect(second.text.replaceAll(second.nonce!, 'N')).toBe(first.text.replaceAll(first.nonce!, 'N'));
    expect(headerNames(second.headers)).toEqual(headerNames(first.headers));
    for (const name of headerNames(first.headers).filter((n) => n !== 'x-request-id' && n !== 'content-length')) {
      expect(String(second.headers[name]).replace(second.nonce!, 'N'), name).toBe(String(first.headers[name]).replace(first.nonce!, 'N'));
    }
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('count under the page route label the app gives a page', async () => {
    site.t.ctx.parts.pages.clear();
    const before = (await pageRequests()).find((v) => v.labels.status === '200')?.value ?? 0;
    await page('/'); // the app renders it
    await page('/'); // the front door
    const after = await pageRequests();
    expect(after.find((v) => v.labels.status === '200')?.value).toBe(before + 2);
    expect(after.every((v) => v.labels.method === 'GET')).toBe(true);
  });

  it('key pages by the privacy choice as the page route does', async () => {
    site.t.ctx.parts.pages.clear();
    const cookie = `consent=${encodeConsent({ grants: ALL_GRANTED, decidedAt: Date.now() })}`;
    await page('/');
    await page('/', { cookie });
    expect(site.t.ctx.parts.pages.size).toBe(2);
    expect((await page('/')).text).toMatch(/<section class="consent"/);
    expect((await page('/', { cookie })).text).not.toMatch(/<section class="consent"/);
    expect((await page('/', { 'sec-gpc': '1' })).text).not.toMatch(/<section class="consent"/);
  });

  it('leave to the app what it might answer otherwise, and pages cleared by a write', async () => {
    site.t.ctx.parts.pages.clear();
    await page('/');
    const kept = site.t.ctx.parts.pages.size;
    // A share link (its pass cookie), a path Hono decodes or resolves, HEAD: the app answers (and keeps what it renders).
    const shared = await page('/?src_fingerprint=3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f');
    expect(shared.status).toBe(200);
    expect(site.t.ctx.parts.pages.size).toBe(kept + 1);
    expect((await page('/', {}, 'HEAD')).status).toBe(200);
    expect((await page('/%65n/')).status).toBeLessThan(500);
    site.t.ctx.parts.pages.clear();
    const after = await page('/');
    expect(after.status).toBe(200);
    expect(site.t.ctx.parts.pages.size).toBe(1);
  });
});

describe('the front door itself', () => {
  /** Calls the front door with a made-up request; what it wrote, or undefined when it left the request to the app. */
  function knock(url: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
    const written: { headers: Record<string, unknown>; status?: number; body?: Buffer } = { headers: {} };
    const res = {
      setHeader: (name: string, value: unknown) => void (written.headers[name.toLowerCase()] = value),
      writeHead: (status: number, headers: Record<string, string>) => {
        written.status = status;
        for (const [name, value] of Object.entries(headers)) written.headers[name.toLowerCase()] = value;
      },
      end: (body: Buffer) => void (written.body = body),
    };
    const req = { method, url, headers: { host: '127.0.0.1:3000', ...headers } };
    const status = cachedPageFrontDoor(site.t.ctx)(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    return status === undefined ? undefined : { status, ...written };
  }

  it('answers a kept page with the security headers and a fresh nonce, and nothing else', async () => {
    site.t.ctx.parts.pages.clear();
    expect(knock('/')).toBeUndefined();
    await page('/');
    const hit = knock('/');
    expect(hit?.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(hit?.headers['content-security-policy']))?.[1];
    expect(hit?.body?.toString()).toContain(`nonce="${nonce}"`);
    for (const name of ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy'])
      expect(hit?.headers[name], name).toBeDefined();
    expect(hit?.headers['cache-control']).toBe('no-cache');
    expect(knock('/', { headers: GZIP })?.headers['content-encoding']).toBe('gzip');
    expect(knock('/?src_fingerprint=3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f')).toBeUndefined();
    expect(knock('/', { method: 'HEAD' })).toBeUndefined();
    expect(knock('/', { method: 'POST' })).toBeUndefined();
    expect(knock('/%2F')).toBeUndefined();
    expect(knock('/en/../')).toBeUndefined();
    expect(knock('/', { headers: { host: 'Example.COM' } })).toBeUndefined();
    // The visitors who chose get their own page, rendered by the app first.
    expect(knock('/', { headers: { 'sec-gpc': '1' } })).toBeUndefined();
    site.t.ctx.parts.pages.clear();
    expect(knock('/')).toBeUndefined();
  });
});
