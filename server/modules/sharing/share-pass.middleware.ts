import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { parsePath } from '../../../src/domain/routing/route-path.parser';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { clientAddressGroup } from '../../http/client-ip';
import { createRateLimiter } from '../../http/rate-limiter';
import { uuidOrUndefined } from '../../http/session.middleware';
import { isLiveSharePass, issueSharePass, SHARE_PASS_COOKIE, SHARE_PASS_TTL_MS, SHARE_PASSES_PER_ADDRESS_PER_HOUR } from './share-pass.service';

/** The drama a page is about (film pages, episode list, comments of a drama), or null. */
export function pageFilmId(path: string): number | null {
  const parsed = parsePath(path);
  if (parsed.notFound) return null;
  const params = parsed.params as Record<string, unknown>;
  const id = Number(params.filmId ?? params._did);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Hands a share pass (HttpOnly cookie) to a browser that loaded a page of a drama through a shared link
 * (`src_fingerprint`). A script that only calls the API never gets one. A browser that still holds a live pass for
 * the same link keeps it, and each address gets a bounded number per hour. The page is already built when this
 * runs, so a failure here is logged and the page is served without a pass.
 *
 * The cookie's path is `/`: the check for a live pass reads it on the page load itself, so it must come back with
 * page loads, not only with the share-visit call (with `Path=/api/films/share-visit` every reload got a new pass).
 * HttpOnly and SameSite=Lax keep it from scripts and from other sites' requests; it carries a nonce, nothing else.
 */
export function sharePassIssuer(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const perAddress = createRateLimiter(ctx, { name: 'share-pass.ip', max: SHARE_PASSES_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 });
  return async (c, next) => {
    await next();
    // The query first: reading the answer's headers makes the Node adapter build a Headers object for every page.
    const sharerVisitorId = c.req.method === 'GET' ? uuidOrUndefined(c.req.query('src_fingerprint')) : undefined;
    if (!sharerVisitorId || c.res.status !== 200 || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const filmId = pageFilmId(c.req.path);
    if (filmId === null) return;
    const link = { sharerVisitorId, filmId, address: clientAddressGroup(c) };
    let nonce: string | null;
    try {
      if (await isLiveSharePass(ctx, { ...link, nonce: getCookie(c, SHARE_PASS_COOKIE) })) return;
      nonce = await issueSharePass(ctx, perAddress, link);
    } catch (error) {
      ctx.logger.warn('share pass not issued', { error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (!nonce) return;
    setCookie(c, SHARE_PASS_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SHARE_PASS_TTL_MS / 1000,
      secure: new URL(ctx.config.publicOrigin ?? c.req.url).protocol === 'https:',
    });
  };
}
