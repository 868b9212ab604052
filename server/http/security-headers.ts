import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';

const TAG_MANAGER_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];

/**
 * Security headers for every response. Pages get a CSP that fits the SPA: own scripts only (plus the tag manager
 * when it is configured, which the app adds after the visitor's consent; a per-response nonce for inline scripts), images from anywhere over https, media
 * and API from the site itself, and no framing. API answers and the tracking pixel never run in a page's context,
 * so they get one fixed set (no nonce, `default-src 'none'`). On Node they go straight onto the outgoing message,
 * which merges them into whatever the handler answers: setting them on the finished Response instead would make
 * the Node adapter build a full Response and Headers object for every call (most of the cost of a cached answer).
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const pages = pageHeaders(config);
  const fixed = Object.entries(apiHeaders(config));
  return async (c, next) => {
    const path = c.req.path;
    if (!path.startsWith('/api/') && path !== '/_icon.png') return pages(c, next);
    const outgoing = (c.env as { outgoing?: Partial<ServerResponse> } | undefined)?.outgoing;
    if (typeof outgoing?.setHeader === 'function' && !outgoing.headersSent) {
      for (const [name, value] of fixed) outgoing.setHeader(name, value);
      return next();
    }
    // Elsewhere (in-process requests of the tests, other runtimes) on the answer itself.
    await next();
    for (const [name, value] of fixed) c.res.headers.set(name, value);
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

function pageHeaders(config: ServerConfig): MiddlewareHandler {
  const tags = config.tagManagerId ? TAG_MANAGER_HOSTS : [];
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
    // Google sign-in and share windows need to talk back to their opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: config.nodeEnv === 'production' ? 'max-age=15552000; includeSubDomains' : false,
  });
}
