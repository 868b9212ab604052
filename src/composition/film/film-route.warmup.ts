import type { Container } from 'inversify';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { FilmGuidesStore } from '../../application/film/film-guides.store';
import { FilmPhotosStore } from '../../application/film/film-photos.store';
import { FilmPlotsStore } from '../../application/film/film-plots.store';
import { FilmTranscriptStore } from '../../application/film/film-transcript.store';
import { FilmVideosStore } from '../../application/film/film-videos.store';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import type { RouteMatch } from '../../domain/routing/route-path.parser';

/**
 * Starts what the film and episode pages load when they mount. Loaded with the film feature,
 * so its stores stay out of the entry chunk.
 */
export function startFilmRouteData(container: Container, route: RouteMatch): Promise<void> | void {
  switch (route.route) {
    case 'film': {
      const store = container.get(FilmSummaryStore);
      store.load(route.params._did, route.lang);
      store.loadEpisodes(route.params._did);
      container.get(FilmVideosStore).load(route.params._did, route.lang);
      return;
    }
    case 'filmVideo':
      void container.get(EpisodePlayerStore).open(route.params.filmId, route.params.videoId, route.lang);
      // The clips sit above the comments beside the player: drawn by the server, they do not push them down later.
      container.get(FilmVideosStore).load(route.params.filmId, route.lang);
      // The player hydrates with the page only if its code is here first (see preloadEpisodePlayer).
      return import('../../ui/film/film-video.view').then((view) => view.preloadEpisodePlayer());
    case 'filmPlots':
      return container.get(FilmPlotsStore).loadList(route.params.filmId);
    case 'filmPlot':
      return container.get(FilmPlotsStore).loadPlot(route.params.filmId, route.params.plotId);
    case 'filmTranscript':
      return container.get(FilmTranscriptStore).load(route.params.filmId, route.params.episode, route.lang);
    case 'filmPhotos':
      return container.get(FilmPhotosStore).load(route.params.filmId, route.params.page, route.lang);
    case 'filmGuide':
      return container.get(FilmGuidesStore).load(route.params.filmId, route.params.page, route.lang);
    default:
      return;
  }
}
