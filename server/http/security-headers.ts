import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';

const TAG_MANAGER_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];

/**
 * Security headers for every response. The CSP fits the SPA: own scripts only (plus the tag manager when it is
 * configured, whose bootstrap runs with a per-response nonce), images from anywhere over https, media and API
 * from the site itself, and no framing.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
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
