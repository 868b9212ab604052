import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { cspNonce } from '../http/csp-nonce';
import { pageHeaders } from '../http/security-headers';
import { privacyChoiceOf } from '../modules/tracking/tracking-consent';
import { pageBody } from './page-answer';
import { pageCacheKey } from './rendered-page.cache';

/*
 * The cached anonymous pages answered before Hono, as the answer cache does for API reads (server/http/answer-cache.ts):
 * a page kept by the page route (web.routes.ts) goes out with the same bytes, the same security headers and a CSP
 * nonce of its own, without the framework's request and response objects and its middleware chain, which cost more
 * than the rest of such an answer. Anything the front door cannot be sure the page route would answer the same way
 * goes to the app: not a GET, a query (share links get a cookie there), a path Hono would decode or normalise
 * (percent signs, dot segments), a Host header the Node adapter would check, and of course a page not in the cache.
 */

/** The route label of a page answer in metrics and the access log: the page route's own pattern. */
export const PAGE_ROUTE = '/*';

/** Paths taken as they are: Hono reads them unchanged (no percent-decoding, no dot segments to resolve). */
const PLAIN_PATH = /^\/[A-Za-z0-9\-_.~/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/** A Host the Node adapter takes without parsing it (@hono/node-server's reValidHost); others go to the app. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** Answers `req` with a kept page when there is one for it; its status then, else undefined (the app answers). */
export function cachedPageFrontDoor(ctx: ServerContext, now: () => number = Date.now): (req: IncomingMessage, res: ServerResponse) => number | undefined {
  const pages = ctx.parts.pages;
  const security = pageHeaders(ctx.config);
  return (req, res) => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || pages.size === 0 || !PLAIN_PATH.test(url) || DOT_SEGMENT.test(url) || url.startsWith('/api/')) return undefined;
    if (!PLAIN_HOST.test(req.headers.host ?? '')) return undefined;
    const key = pageCacheKey(url, privacyChoiceOf(req.headers.cookie, req.headers['sec-gpc'] as string | undefined), now());
    const kept = pages.get(key);
    if (!kept) return undefined;
    const nonce = cspNonce();
    for (const [name, value] of security.fixed) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', security.csp(nonce));
    const { body, headers } = pageBody(kept.page, nonce, req.headers['accept-encoding']);
    res.writeHead(kept.status, headers);
    res.end(body);
    return kept.status;
  };
}
