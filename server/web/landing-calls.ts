import { featured, recommendations } from '../../contract/browse.calls';
import { buildPath, type CallDefinition } from '../../contract/call';
import { config, pageSeoInfo } from '../../contract/config.calls';
import { contributors, episodes, filmDetail, videos } from '../../contract/films.calls';
import { preloadKey } from '../../contract/preloaded-responses';
import type { RouteMatch } from '../../src/domain/routing/route-path.parser';

/** One GET the landing screen makes, as the SPA's gateways write it. */
export interface LandingCall {
  readonly call: CallDefinition;
  readonly params?: Record<string, string | number>;
  readonly query?: Record<string, string>;
}

/**
 * The calls above the fold of each screen that is a common landing page (from search engines and shared links).
 * They mirror the SPA's stores (home.store.ts, film-summary.store.ts, episode-player.store.ts): when one drifts,
 * the SPA just asks the network, and the e2e test of the landing requests notices.
 */
function screenCalls(route: RouteMatch): LandingCall[] {
  switch (route.route) {
    case 'home':
      return [{ call: featured, query: { limit: '5' } }, { call: recommendations, query: { limit: '12' } }];
    case 'episodeList': {
      const filmId = String(route.params._did);
      return [
        { call: filmDetail, params: { id: filmId } },
        { call: contributors, query: { film_id: filmId } },
        { call: episodes, query: { film_id: filmId } },
      ];
    }
    case 'filmVideo': {
      const filmId = String(route.params.filmId);
      return [
        { call: videos, query: { film_id: filmId } },
        { call: filmDetail, params: { id: filmId } },
        { call: episodes, query: { film_id: filmId } },
      ];
    }
    default:
      return [];
  }
}

/** Every page also asks for the site config and its own SEO info (to keep the head in sync). */
export function landingCalls(route: RouteMatch, pagePath: string): LandingCall[] {
  return [{ call: config }, { call: pageSeoInfo, query: { page_path: pagePath } }, ...screenCalls(route)];
}

/** The request key of a landing call (see contract/preloaded-responses.ts). */
export function landingCallKey(landing: LandingCall): string {
  return preloadKey(buildPath(landing.call.path, landing.params), landing.query);
}
