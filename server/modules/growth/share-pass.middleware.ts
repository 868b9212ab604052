import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { parsePath } from '../../../src/domain/routing/route-path.parser';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { uuidOrUndefined } from '../../http/session.middleware';
import { issueSharePass, SHARE_PASS_COOKIE, SHARE_PASS_TTL_MS } from './share-pass.service';

/** The drama a page is about (film pages, episode list, comments of a drama), or null. */
export function pageFilmId(path: string): number | null {
  const parsed = parsePath(path);
  if (parsed.notFound) return null;
  const params = parsed.params as Record<string, unknown>;
  const id = Number(params.filmId ?? params._did);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Hands a share pass (HttpOnly cookie, readable only by the share-visit call) to a browser that loaded a page of a
 * drama through a shared link (`src_fingerprint`). A script that only calls the API never gets one.
 */
export function sharePassIssuer(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const sharerVisitorId = uuidOrUndefined(c.req.query('src_fingerprint'));
    const filmId = sharerVisitorId ? pageFilmId(c.req.path) : null;
    if (!sharerVisitorId || filmId === null) return;
    const nonce = await issueSharePass(ctx, { sharerVisitorId, filmId, address: clientIp(c) });
    if (!nonce) return;
    setCookie(c, SHARE_PASS_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/films/share-visit',
      maxAge: SHARE_PASS_TTL_MS / 1000,
      secure: new URL(ctx.config.publicOrigin ?? c.req.url).protocol === 'https:',
    });
  };
}
