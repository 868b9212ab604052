import { inject, injectable } from 'inversify';
import { recommendations as recommendationsCall } from '../../../contract/browse/browse.calls';
import * as films from '../../../contract/film/films.calls';
import { transcript as transcriptCall } from '../../../contract/film/transcript.calls';
import { episodeVideo as episodeVideoCall, play as playCall, playPermission as playPermissionCall } from '../../../contract/film/play.calls';
import type { Episode as EpisodeData, EpisodeDetail as EpisodeDetailData } from '../../../contract/catalog/episodes.schemas';
import type { Contributor as ContributorData, FilmDetail as FilmDetailData } from '../../../contract/catalog/films.schemas';
import type { Photo as PhotoData } from '../../../contract/catalog/media.schemas';
import type { Plot as PlotData, PlotSummary as PlotSummaryData } from '../../../contract/film/plots.schemas';
import type { FilmGateway, VideoTarget } from '../../application/film/film-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { GuideSummary } from '../../domain/catalog/content.types';
import type { EpisodeDetail, EpisodeSummary, PlayPermission } from '../../domain/catalog/episode.types';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Contributor, FilmDetail } from '../../domain/catalog/film-detail.types';
import type { EpisodeTranscript, FilmPhoto, FilmVideo, Plot, PlotSummary } from '../../domain/catalog/film-media.types';
import { isLanguage } from '../../domain/routing/language';
import type { Paged } from '../../domain/catalog/paged.entity';
import { ApiError } from '../../domain/errors/api-error';
import { toGuideSummary } from './content.mappers';
import { toFilmCard, toPaged, toVideo } from './wire.mappers';

/** A photo grid page fills whole rows at 2, 3 and 4 columns. */
const photoPageSize = 12;
const guidePageSize = 10;
const similarFilms = 12;

/** FilmGateway over the HTTP ApiClient: sends the contract's calls and maps wire data to domain types. */
@injectable()
export class ApiFilmGateway implements FilmGateway {
  /** Episode lists being fetched: the player asks for the list and resolves a video id against it at once. */
  private readonly episodesInFlight = new Map<number, Promise<readonly EpisodeSummary[]>>();

  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async detail(filmId: number): Promise<FilmDetail> {
    return toFilmDetail(await this.api.call(films.filmDetail, { params: { id: filmId } }));
  }

  episodes(filmId: number): Promise<readonly EpisodeSummary[]> {
    let pending = this.episodesInFlight.get(filmId);
    if (!pending) {
      pending = this.api.call(films.episodes, { query: { film_id: filmId } }).then((list) => list.map(toEpisode));
      const forget = () => this.episodesInFlight.delete(filmId);
      pending.then(forget, forget);
      this.episodesInFlight.set(filmId, pending);
    }
    return pending;
  }

  async episode(filmId: number, episodeNumber: number): Promise<EpisodeDetail> {
    return toEpisodeDetail(await this.api.call(films.episodeDetail, { params: { film_id: filmId, episode_num: episodeNumber } }));
  }

  async plots(filmId: number): Promise<readonly PlotSummary[]> {
    return (await this.api.call(films.plots, { query: { film_id: filmId } })).map(toPlotSummary);
  }

  async transcript(filmId: number, episodeNumber: number, language: string): Promise<EpisodeTranscript> {
    const lang = isLanguage(language) ? language : 'en';
    const data = await this.api.call(transcriptCall, { params: { film_id: String(filmId) }, query: { episode_num: String(episodeNumber), lang } });
    return {
      filmId: data.film_id,
      episodeId: data.episode_id,
      episodeNumber: data.episode_num,
      language: data.lang,
      locked: data.locked,
      lines: data.lines,
      totalLines: data.total_lines,
    };
  }

  async plot(filmId: number, plotId: number): Promise<Plot> {
    const plot = toPlot(await this.api.call(films.plotDetail, { params: { id: plotId } }));
    // The plot call is keyed by plot id alone: a plot of another film under this film's URL does not exist here.
    if (plot.filmId !== filmId) throw new ApiError('http', 404, 'site-errors:plot.not_found', 404);
    return plot;
  }

  async photos(filmId: number, page: number): Promise<Paged<FilmPhoto>> {
    const data = await this.api.call(films.photos, { query: { film_id: filmId, page: String(page), page_size: String(photoPageSize) } });
    return toPaged(data, toPhoto);
  }

  /** `videoId` is an episode's id (the picker links those); ids of no episode of the film fall back to clips. */
  async resolveVideo(filmId: number, videoId: number): Promise<VideoTarget> {
    const episode = (await this.episodes(filmId)).find((candidate) => candidate.id === videoId);
    if (episode) return { kind: 'episode', episodeNumber: episode.number };
    const video = toVideo(await this.api.call(films.videoDetail, { params: { id: videoId } }));
    if (video.filmId !== filmId) throw new ApiError('http', 404, 'site-errors:video.not_found', 404);
    return { kind: 'clip', video };
  }

  async videos(filmId: number): Promise<readonly FilmVideo[]> {
    return (await this.api.call(films.videos, { query: { film_id: filmId } })).map(toVideo);
  }

  async guides(filmId: number, page: number): Promise<Paged<GuideSummary>> {
    const data = await this.api.call(films.filmGuides, { query: { film_id: filmId, page: String(page), page_size: String(guidePageSize) } });
    return toPaged(data, toGuideSummary);
  }

  async playPermission(filmId: number, episodeNumber: number): Promise<PlayPermission> {
    const data = await this.api.call(playPermissionCall, { params: { film_id: filmId }, query: { episode_num: episodeNumber } });
    return {
      filmId: data.film_id,
      episodeNumber: data.episode_num,
      allowed: data.allowed,
      reason: data.reason,
      freeEpisodes: data.free_episodes,
      visitsNeeded: data.visits_needed,
      visitsSoFar: data.visits_so_far,
      application: data.application,
      ...(data.application_reply ? { applicationReply: data.application_reply } : {}),
      caller: data.caller,
    };
  }

  async play(filmId: number, episodeNumber: number): Promise<FilmVideo> {
    return toVideo(await this.api.call(playCall, { params: { film_id: filmId }, body: { episode_num: episodeNumber } }));
  }

  async videoAhead(filmId: number, episodeNumber: number): Promise<FilmVideo> {
    return toVideo(await this.api.call(episodeVideoCall, { params: { film_id: filmId }, query: { episode_num: episodeNumber } }));
  }

  async contributors(filmId: number): Promise<readonly Contributor[]> {
    return (await this.api.call(films.contributors, { query: { film_id: filmId } })).map(toContributor);
  }

  async recommendations(filmId: number): Promise<readonly FilmCard[]> {
    return (await this.api.call(recommendationsCall, { query: { film_id: filmId, limit: similarFilms } })).map(toFilmCard);
  }
}

function toFilmDetail(film: FilmDetailData): FilmDetail {
  return {
    id: film.id,
    title: film.title,
    synopsis: film.synopsis,
    posterUrl: film.poster_url,
    // The API reports 0 for an unrated film; the domain says so explicitly.
    rating: film.rating_count > 0 ? film.rating_avg : null,
    ratingCount: film.rating_count,
    episodeCount: film.episode_count,
    runtimeMinutes: film.runtime_minutes,
    releaseYear: film.release_year,
    categories: film.categories.map((category) => ({ slug: category.slug, name: category.name })),
    contributors: film.contributors.map(toContributor),
    freeEpisodes: film.free_episodes,
    favoriteCount: film.favorite_count,
    commentCount: film.comment_count,
    favorited: film.favorited,
    myRating: film.my_rating,
  };
}

function toContributor(person: ContributorData): Contributor {
  return { id: person.id, name: person.name, role: person.role, character: person.character, avatarUrl: person.avatar_url };
}

function toEpisode(episode: EpisodeData): EpisodeSummary {
  return {
    id: episode.id,
    filmId: episode.film_id,
    number: episode.episode_num,
    title: episode.title,
    durationSeconds: episode.duration_seconds,
    free: episode.is_free,
    thumbnailUrl: episode.thumbnail_url,
    mediaUrl: episode.media_url,
  };
}

function toEpisodeDetail(episode: EpisodeDetailData): EpisodeDetail {
  return {
    ...toEpisode(episode),
    filmTitle: episode.film.title,
    episodeCount: episode.episode_count,
    plotSummary: episode.plot_summary,
    previousNumber: episode.prev_episode_num,
    nextNumber: episode.next_episode_num,
  };
}

function toPlotSummary(plot: PlotSummaryData): PlotSummary {
  return { id: plot.id, filmId: plot.film_id, episodeNumber: plot.episode_num, title: plot.title, excerpt: plot.excerpt };
}

function toPlot(plot: PlotData): Plot {
  return { ...toPlotSummary(plot), filmTitle: plot.film.title, body: plot.body, previousId: plot.prev_id, nextId: plot.next_id };
}

function toPhoto(photo: PhotoData): FilmPhoto {
  return { id: photo.id, url: photo.url, alt: photo.alt, width: photo.width, height: photo.height };
}
