import * as v from 'valibot';
import { defineCall } from '../call';
import { GuideCard } from '../content/content.schemas';
import { paged, PageQuery } from '../envelope';
import { Episode, EpisodeDetail } from '../catalog/episodes.schemas';
import { Contributor, FilmDetail } from '../catalog/films.schemas';
import { Photo, Video } from '../catalog/media.schemas';
import { Plot, PlotSummary } from './plots.schemas';
import { IdParam } from '../query.schemas';

/* The film page and its sub-pages. Unknown film ids answer film.not_found (404). */

const FilmIdQuery = v.object({ film_id: IdParam });

/** Personalised (favorited, my_rating) when a bearer token is sent. */
export const filmDetail = defineCall({
  id: 'filmDetail',
  method: 'GET',
  path: '/api/films/detail/:id',
  summary: 'A drama with synopsis, rating, episodes, runtime, categories and contributors',
  tag: 'film',
  auth: 'optional',
  params: v.object({ id: IdParam }),
  data: FilmDetail,
});

export const contributors = defineCall({
  id: 'contributors',
  method: 'GET',
  path: '/api/films/contributors',
  summary: 'The cast and crew of a drama',
  tag: 'film',
  auth: 'none',
  query: FilmIdQuery,
  data: v.array(Contributor),
});

export const episodes = defineCall({
  id: 'episodes',
  method: 'GET',
  path: '/api/films/episodes',
  summary: 'All episodes of a drama, in order (added: not in the spec)',
  tag: 'film',
  auth: 'none',
  query: FilmIdQuery,
  data: v.array(Episode),
});

/** Unknown episode numbers answer episode.not_found. Carries no video url: play/{film_id} hands that out. */
export const episodeDetail = defineCall({
  id: 'episodeDetail',
  method: 'GET',
  path: '/api/films/episode-detail/:film_id/:episode_num',
  summary: 'One episode with its film, plot summary and neighbours',
  tag: 'film',
  auth: 'none',
  params: v.object({ film_id: IdParam, episode_num: IdParam }),
  data: EpisodeDetail,
});

export const plots = defineCall({
  id: 'plots',
  method: 'GET',
  path: '/api/films/plots',
  summary: 'The plot list of a drama (added: not in the spec)',
  tag: 'film',
  auth: 'none',
  query: FilmIdQuery,
  data: v.array(PlotSummary),
});

/** Unknown plot ids answer plot.not_found. */
export const plotDetail = defineCall({
  id: 'plotDetail',
  method: 'GET',
  path: '/api/films/plot-detail/:id',
  summary: 'A single plot (added: not in the spec)',
  tag: 'film',
  auth: 'none',
  params: v.object({ id: IdParam }),
  data: Plot,
});

export const photos = defineCall({
  id: 'photos',
  method: 'GET',
  path: '/api/films/photos',
  summary: 'Stills of a drama, paged (added: not in the spec)',
  tag: 'film',
  auth: 'none',
  query: v.object({ film_id: IdParam, ...PageQuery }),
  data: paged(Photo),
});

/** Trailers and clips of a drama (episodes are reached through play/{film_id}). */
export const videos = defineCall({
  id: 'videos',
  method: 'GET',
  path: '/api/films/videos',
  summary: 'Trailers and clips of a drama (added: not in the spec)',
  tag: 'film',
  auth: 'none',
  query: FilmIdQuery,
  data: v.array(Video),
});

/**
 * Any video by id. An episode's video follows the play-permission rules (play.locked, 403, when it may not
 * play) and, unlike play/{film_id}, records no play. Unknown ids answer video.not_found.
 */
export const videoDetail = defineCall({
  id: 'videoDetail',
  method: 'GET',
  path: '/api/films/video-detail/:id',
  summary: 'A single video (added: not in the spec)',
  tag: 'film',
  auth: 'optional',
  params: v.object({ id: IdParam }),
  data: Video,
});

export const filmGuides = defineCall({
  id: 'filmGuides',
  method: 'GET',
  path: '/api/films/guides',
  summary: 'Guides about a drama, paged (added: not in the spec)',
  tag: 'film',
  auth: 'none',
  query: v.object({ film_id: IdParam, ...PageQuery }),
  data: paged(GuideCard),
});
