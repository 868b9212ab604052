import type { ServiceIdentifier } from 'inversify';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { GuideSummary } from '../../domain/catalog/content.types';
import type { Contributor, FilmDetail } from '../../domain/catalog/film-detail.types';
import type { EpisodeDetail, EpisodeSummary, PlayPermission } from '../../domain/catalog/episode.types';
import type { EpisodeTranscript, FilmPhoto, FilmVideo, Plot, PlotSummary } from '../../domain/catalog/film-media.types';

/** What a video page plays. */
export type VideoTarget = { readonly kind: 'episode'; readonly episodeNumber: number } | { readonly kind: 'clip'; readonly video: FilmVideo };

/** Reads one film and everything shown on its pages; rejects with an ApiError (e.g. 404) for unknown ones. */
export interface FilmGateway {
  /** The film's summary data. */
  detail(filmId: number): Promise<FilmDetail>;
  /** All episodes in order, with their free flag. */
  episodes(filmId: number): Promise<readonly EpisodeSummary[]>;
  /** One episode's page data (title, plot summary, neighbours). */
  episode(filmId: number, episodeNumber: number): Promise<EpisodeDetail>;
  /** The written plot summaries of a film. */
  plots(filmId: number): Promise<readonly PlotSummary[]>;
  /** One plot. */
  plot(filmId: number, plotId: number): Promise<Plot>;
  /** An episode's subtitle lines in `language`, with their times (the first few only while it is locked). */
  transcript(filmId: number, episodeNumber: number, language: string): Promise<EpisodeTranscript>;
  /** One page of the film's photos. */
  photos(filmId: number, page: number): Promise<Paged<FilmPhoto>>;
  /** What the video page `videoId` shows: an episode (by number) or an open trailer or clip. */
  resolveVideo(filmId: number, videoId: number): Promise<VideoTarget>;
  /** Trailers and clips, open to everyone. */
  videos(filmId: number): Promise<readonly FilmVideo[]>;
  /** One page of the guides written about a film. */
  guides(filmId: number, page: number): Promise<Paged<GuideSummary>>;
  /** Whether this visitor may watch an episode, and how it unlocks if not. */
  playPermission(filmId: number, episodeNumber: number): Promise<PlayPermission>;
  /** Asks to play an episode; answers its video once permitted (rejects with 403 when locked). */
  play(filmId: number, episodeNumber: number): Promise<FilmVideo>;
  /**
   * The same answer as `play` without recording a play: the landing episode (a read the server puts in the page)
   * and the next episode, fetched while one plays.
   */
  videoAhead(filmId: number, episodeNumber: number): Promise<FilmVideo>;
  /** People credited on the film. */
  contributors(filmId: number): Promise<readonly Contributor[]>;
  /** Films like this one ("more like this"). */
  recommendations(filmId: number): Promise<readonly FilmCard[]>;
}
export const FilmGateway = Symbol.for('FilmGateway') as ServiceIdentifier<FilmGateway>;
