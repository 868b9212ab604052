import { Hono } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../config';
import type { AppEnv } from './app-env';
import { securityHeaders } from './security-headers';

/** The page headers as hono/secure-headers gave them before security-headers.ts wrote its own (the reference). */
function honoPageHeaders(config: ServerConfig) {
  const tags = config.tagManagerId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...tags],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...tags],
      frameSrc: tags.length ? ['https://www.googletagmanager.com'] : ["'none'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: config.nodeEnv === 'production' ? 'max-age=15552000; includeSubDomains' : false,
  });
}

function appWith(middleware: ReturnType<typeof securityHeaders>) {
  const app = new Hono<AppEnv>();
  app.use('*', middleware);
  app.get('*', (c) => c.html(`<script nonce="${c.get('secureHeadersNonce') ?? ''}"></script>`, 200, { 'X-Powered-By': 'x' }));
  return app;
}

/** The headers a response gets, with its nonce written as N (and the nonce, to check the body with). */
async function headersOf(app: Hono<AppEnv>, path: string, env?: unknown) {
  const res = await app.request(path, {}, env);
  const headers = Object.fromEntries(res.headers);
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  if (nonce) headers['content-security-policy'] = headers['content-security-policy']!.replace(nonce, 'N');
  return { headers, nonce, body: await res.text() };
}

/** A stand-in for Node's outgoing message: the headers set on it before the answer is written. */
function outgoing() {
  const set: Record<string, string> = {};
  return { env: { outgoing: { headersSent: false, setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value) } }, set };
}

describe('securityHeaders', () => {
  const configs: [string, ServerConfig][] = [
    ['development', loadConfig({ NODE_ENV: 'development' })],
    ['production with the tag manager', loadConfig({ NODE_ENV: 'production', TAG_MANAGER_ID: 'GTM-ABC1234', PUBLIC_ORIGIN: 'https://drama.example' })],
  ];
  for (const [name, config] of configs) {
    it(`gives pages the same headers as hono/secure-headers did (${name}), a fresh nonce each, also on the outgoing message`, async () => {
      const reference = await headersOf(appWith(honoPageHeaders(config)), '/fr/');
      const ours = await headersOf(appWith(securityHeaders(config)), '/fr/');
      expect(ours.headers).toEqual(reference.headers);
      expect(ours.headers['x-powered-by']).toBeUndefined();
      expect(ours.body).toBe(`<script nonce="${ours.nonce}"></script>`);
      expect(ours.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);

      const { env, set } = outgoing();
      const viaNode = await headersOf(appWith(securityHeaders(config)), '/fr/', env);
      const nonce = /'nonce-([^']+)'/.exec(set['content-security-policy']!)![1]!;
      const onOutgoing = { ...set, 'content-security-policy': set['content-security-policy']!.replace(nonce, 'N') };
      const { 'content-type': _type, 'x-powered-by': _poweredBy, ...expected } = reference.headers;
      expect(onOutgoing).toEqual(expected);
      expect(viaNode.body).toBe(`<script nonce="${nonce}"></script>`);
    });
  }

  it('draws a different nonce for every page response', async () => {
    const app = appWith(securityHeaders(loadConfig({})));
    const nonces = new Set<string>();
    for (let i = 0; i < 600; i++) nonces.add((await headersOf(app, '/')).nonce!);
    expect(nonces.size).toBe(600);
  });

  it('gives API answers the fixed API set, without a nonce', async () => {
    const { headers, nonce } = await headersOf(appWith(securityHeaders(loadConfig({}))), '/api/config');
    expect(nonce).toBeUndefined();
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
