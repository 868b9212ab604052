import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { mountBrowseCalls } from '../browse/browse.routes';
import { mountFilmCalls } from '../film/film.routes';
import { mountSiteCalls } from '../site/site.routes';

/** The catalog API: browsing, search, rankings, film pages, page SEO and the site config. */
export function catalogRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountBrowseCalls(router, ctx);
  mountFilmCalls(router, ctx);
  mountSiteCalls(router, ctx);
  return router;
}
