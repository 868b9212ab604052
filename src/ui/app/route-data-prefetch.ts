import type { RouteMatch } from '../../domain/routing/route-path.parser';
import type { ServiceLoader } from '../hooks/service-context';

/**
 * What a link's screen shows first, fetched ahead through its store so the screen renders from it. The store is
 * imported on demand: it belongs to a lazy feature and must stay out of the entry chunk.
 */
export async function prefetchRouteData(load: ServiceLoader, match: RouteMatch): Promise<void> {
  if (match.route === 'episodeList') {
    const { FilmSummaryStore } = await import('../../application/film/film-summary.store');
    (await load(FilmSummaryStore)).prefetch(match.params._did, match.lang);
  }
}
