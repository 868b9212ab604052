import { featured } from '../../../contract/browse.calls';
import { filmDetail, videos } from '../../../contract/films.calls';
import type { FeaturedFilm, FilmDetail } from '../../../contract/films.schemas';
import type { Video } from '../../../contract/media.schemas';
import type { PreloadedResponses } from '../../../contract/preloaded-responses';
import type { RouteMatch } from '../../../src/domain/routing/route-path.parser';
import { landingCallKey } from '../landing-calls';
import { filmFirstPaint, homeFirstPaint, videoFirstPaint } from './first-paint.templates';

/** What the server paints before the SPA runs: markup for `#root` and the image to fetch first. */
export interface FirstPaint {
  readonly html: string;
  readonly lcpImage: string;
}

const dataOf = <T>(answers: PreloadedResponses, key: string): T | undefined => (answers[key] as { data?: T } | undefined)?.data;

/**
 * The first paint of the landing screens whose largest content the server can write from the preloaded answers
 * (home, film page, episode page); undefined for other screens, which keep index.html's skeleton.
 */
export function renderFirstPaint(route: RouteMatch, answers: PreloadedResponses): FirstPaint | undefined {
  const lang = route.lang;
  switch (route.route) {
    case 'home': {
      const [lead, ...others] = dataOf<FeaturedFilm[]>(answers, landingCallKey({ call: featured, query: { limit: '5' } })) ?? [];
      return lead ? { html: homeFirstPaint(lang, [lead, ...others]), lcpImage: lead.poster_url } : undefined;
    }
    case 'episodeList': {
      const film = dataOf<FilmDetail>(answers, landingCallKey({ call: filmDetail, params: { id: route.params._did } }));
      return film ? { html: filmFirstPaint(lang, film), lcpImage: film.poster_url } : undefined;
    }
    case 'filmVideo': {
      const film = dataOf<FilmDetail>(answers, landingCallKey({ call: filmDetail, params: { id: route.params.filmId } }));
      const video = dataOf<Video[]>(answers, landingCallKey({ call: videos, query: { film_id: String(route.params.filmId) } }))?.find((v) => v.id === route.params.videoId);
      return film ? { html: videoFirstPaint(lang, film, video), lcpImage: video?.poster_url ?? film.poster_url } : undefined;
    }
    default:
      return undefined;
  }
}
