import type { Context } from 'hono';
import { acceptsGzip } from '../http/accepts-gzip';
import type { AppEnv } from '../http/app-env';
import { gzipBody, identityBody, type PageBytes } from './page-bytes';

/**
 * A page's bytes with the response's CSP nonce written in, and the headers that go with them: gzip when the request
 * accepts it (the form built once per page, page-bytes.ts), else the bytes as they are. Either way final, with its
 * length known. Always revalidated: the page changes with the catalog and carries a one-time nonce.
 * Shared by the page route (pageAnswer) and the cached-page front door (page-front-door.ts): one answer, one place.
 */
export function pageBody(page: PageBytes, nonce: string, acceptEncoding: string | undefined): { body: Buffer; headers: Record<string, string> } {
  const gzip = acceptsGzip(acceptEncoding);
  const body = gzip ? gzipBody(page, nonce) : identityBody(page, nonce);
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return { body, headers };
}

/**
 * The page route's answer (pageBody with the nonce of the request's CSP, and `extraHeaders` over its own: a stale
 * page's mark). The app's compress middleware leaves it alone (`pageEncoded`), and HEAD's answer has its length too.
 * Its headers are a plain object, which the Node adapter writes as they are (through `c.body` several headers
 * would become a Headers object, read back again for the socket); headers set with `c.header` before the handler
 * would not be carried over, and none are: the security headers are on Node's outgoing message by then.
 */
export function pageAnswer(c: Context<AppEnv>, page: PageBytes, status: 200 | 404 | 503, extraHeaders?: Record<string, string>): Response {
  const { body, headers } = pageBody(page, c.get('secureHeadersNonce') ?? '', c.req.header('accept-encoding'));
  if (extraHeaders) Object.assign(headers, extraHeaders);
  c.set('pageEncoded', true);
  // Buffer.concat's result is a plain ArrayBuffer-backed Buffer; its type does not say so.
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}
