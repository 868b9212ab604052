import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as shareCalls from '../../../contract/sharing/share.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { callerOf } from '../../http/caller';
import { clientAddressGroup } from '../../http/client-ip';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { siteOrigin } from '../../http/site-origin';
import { requireFilm } from '../catalog/film-lookup';
import { OgImages } from './og-image/og-image.service';
import { SHARE_PASS_COOKIE } from './share-pass.service';
import { confirmVisit, recordShare, visitsSoFar } from './share.service';
import { resolveShortCode, shorten, SHORT_LINK_PREFIX } from './short-url.service';

/** Shares and their visits, short links, and the link-preview images of shared dramas. */
export function sharingRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const needed = ctx.config.shareUnlockVisits;

  mountCall(router, shareCalls.share, async (c, { params }) => {
    await requireFilm(ctx, params.film_id);
    const caller = callerOf(c);
    const id = await recordShare(ctx, params.film_id, caller);
    return ok(c, { share_record_id: id, film_id: params.film_id, visits_so_far: await visitsSoFar(ctx, params.film_id, caller), visits_needed: needed });
  });

  mountCall(router, shareCalls.shareVisit, async (c, { body }) => {
    const result = await confirmVisit(ctx, {
      filmId: body.film_id,
      shareRecordId: body.share_record_id,
      visitorId: c.get('visitorId')!,
      userId: c.get('userId'),
      sharerVisitorId: c.get('srcVisitorId')!,
      pass: getCookie(c, SHARE_PASS_COOKIE),
      address: clientAddressGroup(c),
    });
    return ok(c, { counted: result.verdict === 'counted', reason: result.verdict, visits_so_far: result.visitsSoFar, visits_needed: needed });
  });

  mountCall(router, shareCalls.shortUrl, async (c, { body }) => {
    const code = await shorten(ctx, body.original_url);
    return ok(c, `${siteOrigin(ctx.config)}${SHORT_LINK_PREFIX}${code}`);
  });

  // Link previews: a drama's title card as PNG; the URL carries a version of the title, so it is cached for a year.
  const ogImages = new OgImages(ctx);
  router.get('/og/film/:lang/:file', async (c, next) => {
    const filmId = /^([1-9]\d{0,8})\.png$/.exec(c.req.param('file'))?.[1];
    const png = filmId ? await ogImages.film(Number(filmId), c.req.param('lang')) : undefined;
    if (!png) return next();
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  // Unknown codes, and links stored for a host the configuration no longer allows, fall through to the 404 page.
  router.get(`${SHORT_LINK_PREFIX}:code`, async (c, next) => {
    const target = await resolveShortCode(ctx, c.req.param('code'));
    if (!target) return next();
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  });

  return router;
}
