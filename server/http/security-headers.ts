import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import type { AppEnv } from './app-env';
import { cspNonce } from './csp-nonce';
import { writableOutgoing } from './node-outgoing';

const TAG_MANAGER_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];

/**
 * Security headers for every response. Pages get a CSP that fits the SPA: own scripts only (plus the tag manager
 * when it is configured, which the app adds after the visitor's consent; a per-response nonce for inline scripts), images from anywhere over https, media
 * and API from the site itself, and no framing. API answers and the tracking pixel never run in a page's context,
 * so they get one fixed set (no nonce, `default-src 'none'`). On Node they go straight onto the outgoing message,
 * which merges them into whatever the handler answers: setting them on the finished Response instead would make
 * the Node adapter build a full Response and Headers object for every call (most of the cost of a cached answer).
 * A page's nonce is in the context as `secureHeadersNonce`, where hono/secure-headers would put it.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const page = pageHeaders(config);
  const fixed = Object.entries(apiHeaders(config));
  return async (c, next) => {
    const path = c.req.path;
    const api = path.startsWith('/api/') || path === '/_icon.png';
    let csp: string | undefined;
    if (!api) {
      const nonce = cspNonce();
      c.set('secureHeadersNonce', nonce);
      csp = page.csp(nonce);
    }
    const headers = api ? fixed : page.fixed;
    const outgoing = writableOutgoing(c);
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      if (csp) outgoing.setHeader('Content-Security-Policy', csp);
      return next();
    }
    // Elsewhere (in-process requests of the tests, other runtimes) on the answer itself.
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
    if (csp) {
      c.res.headers.set('Content-Security-Policy', csp);
      c.res.headers.delete('X-Powered-By');
    }
  };
}

/**
 * The headers of API answers and the pixel, after OWASP's REST security cheat sheet: no sniffing, no framing (CSP
 * and the older X-Frame-Options), HSTS in production, plus same-origin resource policy and the referrer policy.
 * The page-only headers (opener policy, agent cluster, DNS prefetch, IE download options) mean nothing on JSON.
 */
export function apiHeaders(config: ServerConfig): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(config.nodeEnv === 'production' ? { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers of pages (hono/secure-headers' set with the options below; security-headers.test.ts checks that they
 * are the same): the fixed ones, and the CSP around its nonce, joined once so that a response only writes it in.
 */
export function pageHeaders(config: ServerConfig): { fixed: readonly (readonly [string, string])[]; csp: (nonce: string) => string } {
  const tags = config.tagManagerId ? TAG_MANAGER_HOSTS : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['script-src', ["'self'", NONCE_MARK, ...tags]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...tags]],
    ['frame-src', tags.length ? ['https://www.googletagmanager.com'] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const [before, after] = directives
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
    .split(NONCE_MARK) as [string, string];
  return {
    fixed: [
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      // Google sign-in and share windows need to talk back to their opener.
      ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ...(config.nodeEnv === 'production' ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as const] : []),
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
    ],
    csp: (nonce) => `${before}'nonce-${nonce}'${after}`,
  };
}

const NONCE_MARK = '\u0000nonce\u0000';
