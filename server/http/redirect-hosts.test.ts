import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ServerConfig } from '../config';
import { films } from '../db/schema/catalog';
import { shortUrls } from '../db/schema/growth';
import { createTestContext, type TestContext } from '../test-context';
import { siteOrigin } from './site-origin';

// Over a real socket, because the Node adapter builds the request URL from the Host header: that is the attack.
const FORGED: Record<string, Record<string, string>> = {
  host: { host: 'evil.example' },
  'x-forwarded-host': { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  forwarded: { forwarded: 'for=1.2.3.4;host=evil.example;proto=https' },
  all: { host: 'evil.example:443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' },
};

// Google points at a closed port: the redirect_uri check comes before any call to the issuer.
const google = { clientId: 'site', clientSecret: 'secret', issuer: 'http://127.0.0.1:9' };
const CONFIGS: Record<string, Partial<ServerConfig>> = {
  'with PUBLIC_ORIGIN': { publicOrigin: 'https://drama.example', google },
  'without PUBLIC_ORIGIN (development)': { publicOrigin: undefined, host: '0.0.0.0', port: 3000, google },
};

describe.each(Object.entries(CONFIGS))('%s', (_label, config) => {
  let t: TestContext;
  let server: ServerType;
  let port: number;
  let origin: string;

  function raw(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
    type = 'application/json',
  ): Promise<{ status: number; location?: string; text: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'content-type': type } : {}) } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    t = await createTestContext(config);
    origin = siteOrigin(t.ctx.config);
    await t.ctx.db.insert(films).values({ posterPath: 'posters/1.jpg', episodeCount: 3 });
    // A row written before hosts came from configuration, when a forged Host was accepted.
    await t.ctx.db.insert(shortUrls).values({ code: 'OldEvil1', originalUrl: 'https://evil.example/login' });
    server = serve({ fetch: createApp(t.ctx).fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  describe.each(Object.entries(FORGED))('forged %s headers', (_name, headers) => {
    it('short links are refused for the forged host and answered on the configured origin', async () => {
      // short-url takes a form (server/http/mount-call.ts refuses other media types).
      const form = (url: string) => new URLSearchParams({ original_url: url }).toString();
      const foreign = await raw('POST', '/api/short-url', headers, form('https://evil.example/login'), 'application/x-www-form-urlencoded');
      expect(JSON.parse(foreign.text)).toMatchObject({ code: 400, msg: 'short_url.foreign_host' });
      const own = await raw('POST', '/api/short-url', headers, form(`${origin}/terms.html`), 'application/x-www-form-urlencoded');
      const link = JSON.parse(own.text).data as string;
      expect(link.startsWith(`${origin}/s/`)).toBe(true);
      const hop = await raw('GET', new URL(link).pathname, headers);
      expect(hop).toMatchObject({ status: 302, location: `${origin}/terms.html` });
    });

    it('a stored link to another host is not followed', async () => {
      const hop = await raw('GET', '/s/OldEvil1', headers);
      expect(hop.status).toBe(404);
      expect(hop.location).toBeUndefined();
    });

    it('page redirects, canonical, sitemap and robots name only the configured origin', async () => {
      const redirect = await raw('GET', '/en/terms.html?x=1', headers);
      expect(redirect).toMatchObject({ status: 301, location: `${origin}/terms.html?x=1` });
      // A protocol-relative path must not become a redirect to another host either.
      const doubled = await raw('GET', '//evil.example/en/terms.html', headers);
      expect(doubled.location ?? '').not.toMatch(/^(https?:)?\/\/evil/);
      const page = await raw('GET', '/terms.html', headers);
      expect(page.text).toContain(`<link rel="canonical" href="${origin}/terms.html">`);
      const sitemap = await raw('GET', '/sitemap.xml', headers);
      const robots = await raw('GET', '/robots.txt', headers);
      for (const text of [page.text, sitemap.text, robots.text]) expect(text).not.toContain('evil.example');
      expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });

    it('the Google callback refuses a redirect_uri on another host', async () => {
      const res = await raw('GET', `/api/users/google-callback?code=abc&redirect_uri=${encodeURIComponent('https://evil.example/auth/google.html')}`, headers);
      expect(JSON.parse(res.text)).toEqual({ code: 400, msg: 'validation.redirect_uri', data: null });
    });
  });
});
