import type { Container } from 'inversify';
import { CategoryListStore } from '../application/browse/category-list.store';
import { CommentDetailStore } from '../application/browse/comment-detail.store';
import { HomeStore } from '../application/browse/home.store';
import { HotCommentsStore } from '../application/browse/hot-comments.store';
import { RankingStore } from '../application/browse/ranking.store';
import { SearchStore } from '../application/browse/search.store';
import { Navigation } from '../application/ports/navigation.port';
import { parseRankingPeriod } from '../domain/catalog/ranking-period';
import { normalizeKeyword, parseSearchSort } from '../domain/catalog/search-keyword';
import type { RouteMatch } from '../domain/routing/route-path.parser';
import { ApiActivityToken } from '../infrastructure/http/api-activity';

/** The longest a render waits for a route's data; past it, what is not there shows its skeleton as usual. */
export const ROUTE_DATA_WAIT_MS = 3000;

/**
 * Starts the loads a route's screen starts when it mounts (the same store calls with the same arguments, so the
 * screen's own effect finds them done). The browse screens' stores are in the entry chunk; the others load with
 * the film feature.
 */
async function startRouteData(container: Container, route: RouteMatch): Promise<void> {
  const query = container.get(Navigation).searchParams();
  switch (route.route) {
    case 'home':
      return container.get(HomeStore).load(route.lang);
    case 'ranking':
      return container.get(RankingStore).show(parseRankingPeriod(query.get('period')), query.get('category') || null, route.lang);
    case 'search': {
      const page = Math.max(1, Math.floor(Number(query.get('page')) || 1));
      const filters = { keyword: normalizeKeyword(query.get('keyword') ?? ''), categorySlug: query.get('category') || null, sort: parseSearchSort(query.get('sort')), page };
      return container.get(SearchStore).show(filters, route.lang);
    }
    case 'category':
      return container.get(CategoryListStore).show(route.params._cname, route.params._page, route.lang);
    case 'hotComments':
      return container.get(HotCommentsStore).show(route.params._page, route.lang);
    case 'commentDetail': {
      const { attachReplyBox } = await import('./modules/community-route.warmup');
      attachReplyBox(container, route.params._mid);
      return container.get(CommentDetailStore).show(route.params._mid);
    }
    default: {
      const { startFilmRouteData } = await import('./modules/film-route.warmup');
      return startFilmRouteData(container, route);
    }
  }
}

/**
 * Fills the stores of the route's first screen and resolves once every read they started (and chained) answered,
 * or after ROUTE_DATA_WAIT_MS. The server renders after it; the browser hydrates after it, its reads answered from
 * the answers the server wrote into the page, so both render from the same state.
 */
export async function warmRoute(container: Container, route: RouteMatch, screenCode: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, ROUTE_DATA_WAIT_MS)));
  const ready = Promise.all([screenCode, startRouteData(container, route).then(() => container.get(ApiActivityToken).settled())]);
  await Promise.race([ready.catch(() => undefined), cap]);
  clearTimeout(timer);
}
