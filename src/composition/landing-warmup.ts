import type { Container } from 'inversify';
import { when } from 'mobx';
import { HomeStore } from '../application/browse/home.store';
import type { RouteMatch } from '../domain/routing/route-path.parser';

/** The longest the first render waits for the landing screen; past it, the screen shows its skeletons as usual. */
export const LANDING_WAIT_MS = 1500;

/** Resolves once the landing screen's first content is loaded (or failed): the store calls its view makes first. */
function landingContent(container: Container, route: RouteMatch): Promise<void> {
  switch (route.route) {
    case 'home': {
      const store = container.get(HomeStore);
      store.load(route.lang);
      return when(() => store.featured.status !== 'loading' && store.recommendations.status !== 'loading');
    }
    case 'episodeList':
    case 'filmVideo':
      return import('./modules/film-landing.warmup').then((m) => m.filmLandingContent(container, route));
    default:
      return Promise.resolve();
  }
}

/**
 * Waits, briefly, for the landing screen's code and first data. The server painted that screen's top into the page
 * (server/web/first-paint); React's first render replaces it, so it should replace it with the same content rather
 * than with skeletons. The data usually comes from the answers the server preloaded, so this costs no round trip.
 */
export async function warmLanding(container: Container, route: RouteMatch, screenCode: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, LANDING_WAIT_MS)));
  const ready = Promise.all([screenCode, landingContent(container, route).catch(() => undefined)]);
  await Promise.race([ready, cap]);
  clearTimeout(timer);
}
