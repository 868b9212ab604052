import type { Container } from 'inversify';
import { HomeStore } from '../application/browse/home.store';
import type { RouteMatch } from '../domain/routing/route-path.parser';
import { ApiActivityToken } from '../infrastructure/http/api-activity';

/** The longest a render waits for a route's data; past it, what is not there shows its skeleton as usual. */
export const ROUTE_DATA_WAIT_MS = 3000;

const listingRoutes: ReadonlySet<RouteMatch['route']> = new Set(['ranking', 'search', 'category', 'hotComments', 'commentDetail', 'feed']);
const contentRoutes: ReadonlySet<RouteMatch['route']> = new Set(['blogList', 'blogArticle', 'guideList', 'guide', 'terms', 'policy']);

/**
 * Starts the loads a route's screen starts when it mounts (the same store calls with the same arguments, so the
 * screen's own effect finds them done). The home store is in the entry chunk; the other screens' stores load with
 * the listings, content or film feature.
 */
async function startRouteData(container: Container, route: RouteMatch): Promise<void> {
  if (route.route === 'home') return container.get(HomeStore).load(route.lang);
  if (listingRoutes.has(route.route)) {
    const { startListingRouteData } = await import('./browse/listings-route.warmup');
    return startListingRouteData(container, route);
  }
  if (contentRoutes.has(route.route)) {
    const { startContentRouteData } = await import('./content/content-route.warmup');
    return startContentRouteData(container, route);
  }
  const { startFilmRouteData } = await import('./film/film-route.warmup');
  return startFilmRouteData(container, route);
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
