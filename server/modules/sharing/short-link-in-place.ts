import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../../context';
import { resolveShortCode, SHORT_CODE_SOURCE, SHORT_LINK_PREFIX } from './short-url.service';

/** `/s/<code>` and nothing else (no query, no further segment): the codes short-url.service.ts looks up. */
const SHORT_LINK_PATH = new RegExp(`^${SHORT_LINK_PREFIX}(${SHORT_CODE_SOURCE})$`);

/** True for a request the rewriter below may take: a GET of a short link. */
export function isShortLinkRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' && SHORT_LINK_PATH.test(req.url ?? '');
}

/**
 * Short links answered in place (issue 32 (b)): a 302 to the page costs a phone one more round trip before anything
 * of the page arrives. So a GET of `/s/<code>` whose link is a page on the very host it was asked on has its URL
 * rewritten to the link's path and query before the front doors and the app see it: everything keyed on the page's
 * address (the page cache, the share pass, the page's language) works as if the link had been followed, and the
 * page's first script puts the link's address in the address bar (server/web/short-link-address.script.ts).
 * `Content-Location` names it for clients that read headers. Anything else is left to the app as before: a link to
 * another of the site's hosts still gets its 302, an unknown code its 404, a failing lookup the app's own answer.
 * The request's line in the access log then names the page.
 */
export function shortLinkRewriter(ctx: ServerContext): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const code = SHORT_LINK_PATH.exec(req.url ?? '')?.[1];
    if (!code) return;
    let target: URL;
    try {
      const link = await resolveShortCode(ctx, code);
      if (!link) return;
      target = new URL(link);
    } catch (error) {
      ctx.logger.warn('short link not resolved in place: the app answers', { error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (target.host.toLowerCase() !== (req.headers.host ?? '').toLowerCase() || target.pathname.startsWith('/api/')) return;
    const url = `${target.pathname}${target.search}`;
    req.url = url;
    res.setHeader('Content-Location', url);
  };
}
