import { Hono } from 'hono';
import * as listings from '../../../contract/browse/listings.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
import { searchFilms, searchSuggestions } from './search.service';
import { searchDialogue } from './dialogue.search';

/** The search page's results, the titles suggested while typing and the dramas a line of dialogue is spoken in. */
export function searchRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCall(router, listings.search, async (c, { query }) => ok(c, await searchFilms(ctx, requestLang(c), query)));
  mountCall(router, listings.searchSuggestions, async (c, { query }) => ok(c, await searchSuggestions(ctx, requestLang(c), query.keyword, query.limit)));
  mountCall(router, listings.searchDialogue, async (c, { query }) => ok(c, { items: await searchDialogue(ctx, requestLang(c), query.keyword, query.limit) }));
  return router;
}
