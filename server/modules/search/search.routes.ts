import { Hono } from 'hono';
import * as listings from '../../../contract/browse/listings.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { ok, okJsonText, okSerialized } from '../../http/envelope';
import { filmTag } from '../catalog/catalog-caches';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
import { searchFilms, searchSuggestions } from './search.service';
import { searchDialogue } from './dialogue.search';
import { SEARCH_TAG } from './title-search.provider';

/** How long a search answer may be served from memory; a changed searcher or film evicts it sooner. */
export const SEARCH_TTL_MS = 30_000;

/** The search page's results, the titles suggested while typing and the dramas a line of dialogue is spoken in. */
export function searchRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCall(router, listings.search, async (c, { query }) => {
    // The search page as most visitors ask for it (by relevance, no category) is stored in the answer cache:
    // its matches change only with the searcher, its cards with their films (tagged), its category names with the
    // catalog (which clears the cache). Other sorts follow the films' counters, so they are made each time.
    if (query.category !== undefined || query.sort !== 'relevance') return ok(c, await searchFilms(ctx, requestLang(c), query));
    const generation = ctx.parts.titleSearch.generation;
    const page = await searchFilms(ctx, requestLang(c), query);
    const answer = okJsonText(page);
    if (generation === ctx.parts.titleSearch.generation) {
      ctx.parts.answers.store(c, listings.search, answer, [SEARCH_TAG, ...page.items.map((card) => filmTag(card.id))], SEARCH_TTL_MS);
    }
    return okSerialized(c, answer);
  });
  mountCall(router, listings.searchSuggestions, async (c, { query }) => ok(c, await searchSuggestions(ctx, requestLang(c), query.keyword, query.limit)));
  mountCall(router, listings.searchDialogue, async (c, { query }) => ok(c, { items: await searchDialogue(ctx, requestLang(c), query.keyword, query.limit) }));
  return router;
}
