import type { Container } from 'inversify';
import { when } from 'mobx';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import type { RouteMatch } from '../../domain/routing/route-path.parser';

/**
 * Starts what the film page or the episode page shows first and resolves once it is loaded (or failed). Loaded
 * with the film feature, so its stores stay out of the entry chunk.
 */
export function filmLandingContent(container: Container, route: RouteMatch): Promise<void> {
  switch (route.route) {
    case 'episodeList': {
      const store = container.get(FilmSummaryStore);
      store.load(route.params._did, route.lang);
      store.loadEpisodes(route.params._did);
      return when(() => store.film.status !== 'loading' && store.episodes.status !== 'loading');
    }
    case 'filmVideo': {
      const store = container.get(EpisodePlayerStore);
      void store.open(route.params.filmId, route.params.videoId, route.lang);
      return when(() => store.film.status !== 'loading' && store.target.status !== 'loading');
    }
    default:
      return Promise.resolve();
  }
}
