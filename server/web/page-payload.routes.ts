import { Hono, type Context } from 'hono';
import { ResponseCode } from '../../contract/envelope';
import { pageOfPayloadPath, PAGE_PAYLOAD_SUFFIX } from '../../contract/preloaded-responses';
import { parsePath } from '../../src/domain/routing/route-path.parser';
import type { ServerContext } from '../context';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/app-env';
import { siteOrigin } from '../http/site-origin';
import { pageSeoInfo } from '../modules/site/page-seo.service';
import type { SendInProcess, SpaRenderer } from './page-renderer';

/**
 * `GET {page}/_payload.json`: the answers the server writes into that page's HTML (the SPA's own stores filled for
 * it, see server-entry.tsx), in one envelope keyed the same way. Always anonymous (no session is passed on), so one
 * answer serves every visitor, is kept with the rendered pages and may be cached briefly; what a member sees differently their client asks for
 * itself. Without a built SPA the pages carry no answers, and neither does their payload.
 */
export function pagePayloadRoutes(ctx: ServerContext, render: () => Promise<SpaRenderer | undefined>, fetchApi: SendInProcess): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('*', async (c, next) => {
    const path = c.req.path;
    if (!path.endsWith(PAGE_PAYLOAD_SUFFIX) || path.startsWith('/api/')) return next();
    const page = pageOfPayloadPath(path);
    if (page === null) throw new AppError(ResponseCode.badRequest, 'validation.page_path');
    const kept = ctx.parts.pages.getPayload(page);
    if (kept !== undefined) return payloadAnswer(c, kept);
    const parsed = parsePath(page);
    if (parsed.notFound || parsed.redirectTo) throw new AppError(ResponseCode.notFound, 'page.not_found');
    if (!(await pageSeoInfo(ctx, { pagePath: page }))) throw new AppError(ResponseCode.notFound, 'page.not_found');
    const renderer = await render();
    const host = new URL(siteOrigin(ctx.config)).host;
    const answers = renderer ? await renderer.pageAnswers({ path: page, language: parsed.lang, host, send: fetchApi, answers: {} }) : {};
    const json = JSON.stringify({ code: 0, msg: 'ok', data: answers });
    // Kept until the pages go (a write, a change notice, the TTL: rendered-page.cache.ts); one answer for everyone.
    ctx.parts.pages.setPayload(page, json);
    return payloadAnswer(c, json);
  });
  return router;
}

/** A payload's answer: one for everyone, so briefly cacheable anywhere (a refusal above is not). */
const payloadAnswer = (c: Context<AppEnv>, json: string) => c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=15' });
