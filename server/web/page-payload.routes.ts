import { Hono } from 'hono';
import { ResponseCode } from '../../contract/envelope';
import { pageOfPayloadPath, PAGE_PAYLOAD_SUFFIX } from '../../contract/preloaded-responses';
import { parsePath } from '../../src/domain/routing/route-path.parser';
import type { ServerContext } from '../context';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/app-env';
import { siteOrigin } from '../http/site-origin';
import { pageSeoInfo } from '../modules/catalog/page-seo.service';
import { landingCalls } from './landing-calls';
import { loadPreloadedResponses, type ApiFetch } from './preloaded-responses.loader';

/** A payload is fetched by a client that waits for it: it may take longer than the HTML's budget. */
export const PAYLOAD_BUDGET_MS = 1_500;

/**
 * `GET {page}/_payload.json`: the page's first answers in one envelope, keyed like the HTML's preloaded answers.
 * Always anonymous (no session is passed on), so one answer serves every visitor and may be cached briefly; what a
 * member sees differently their client asks for itself.
 */
export function pagePayloadRoutes(ctx: ServerContext, fetchApi: ApiFetch): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('*', async (c, next) => {
    const path = c.req.path;
    if (!path.endsWith(PAGE_PAYLOAD_SUFFIX) || path.startsWith('/api/')) return next();
    const page = pageOfPayloadPath(path);
    if (page === null) throw new AppError(ResponseCode.badRequest, 'validation.page_path');
    const parsed = parsePath(page);
    if (parsed.notFound || parsed.redirectTo) throw new AppError(ResponseCode.notFound, 'page.not_found');
    if (!(await pageSeoInfo(ctx, { pagePath: page }))) throw new AppError(ResponseCode.notFound, 'page.not_found');
    const answers = await loadPreloadedResponses(
      fetchApi,
      { calls: landingCalls(parsed, page), lang: parsed.lang, signedIn: false, host: new URL(siteOrigin(ctx.config)).host },
      PAYLOAD_BUDGET_MS,
    );
    c.header('Cache-Control', 'public, max-age=15');
    return c.json({ code: 0, msg: 'ok', data: answers });
  });
  return router;
}
