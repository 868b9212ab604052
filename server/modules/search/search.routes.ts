import { Hono } from 'hono';
import * as listings from '../../../contract/browse/listings.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
import { searchFilms, searchSuggestions } from './search.service';

/** The search page's results and the titles suggested while typing. */
export function searchRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCall(router, listings.search, async (c, { query }) => ok(c, await searchFilms(ctx, requestLang(c), query)));
  mountCall(router, listings.searchSuggestions, async (c, { query }) => ok(c, await searchSuggestions(ctx, requestLang(c), query.keyword, query.limit)));
  return router;
}
