import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Contributor, FilmDetail } from '../../domain/catalog/film-detail.types';
import { FilmGateway } from './film-gateway.port';
import { RemoteValue } from './remote-value';

/** The film summary section: the film, its full credits and films like it. */
@injectable()
export class FilmSummaryStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly contributors = new RemoteValue<readonly Contributor[]>();
  readonly recommendations = new RemoteValue<readonly FilmCard[]>();
  /** Loaded only by pages that list episodes themselves (see loadEpisodes). */
  readonly episodes = new RemoteValue<readonly EpisodeSummary[]>();
  private loadedKey: string | null = null;
  private episodesFilmId: number | null = null;
  /** Film details asked for ahead of a click (prefetch on intent), by language and id; used once by `load`. */

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmSummaryStore, 'gateway' | 'loadedKey' | 'episodesFilmId'>(
      this,
      { gateway: false, loadedKey: false, episodesFilmId: false, film: false, contributors: false, recommendations: false, episodes: false },
      { autoBind: true },
    );
  }

  /** Loads everything for `filmId` in `language`; again only when one of them changed or after a failure. */
  load(filmId: number, language: string): void {
    const key = `${language}|${filmId}`;
    if (key === this.loadedKey && this.film.status !== 'error') return;
    this.loadedKey = key;
    void this.film.load(() => this.gateway.detail(filmId));
    void this.contributors.load(() => this.gateway.contributors(filmId));
    void this.recommendations.load(() => this.gateway.recommendations(filmId));
  }

  /** Loads the episode list too, for the stand-alone film page; again only for another film or after a failure. */
  loadEpisodes(filmId: number): void {
    if (filmId === this.episodesFilmId && this.episodes.status !== 'error') return;
    this.episodesFilmId = filmId;
    void this.episodes.load(() => this.gateway.episodes(filmId));
  }

  /** The first episode, where "Watch" starts. */
  get firstEpisode(): EpisodeSummary | null {
    return this.episodes.value?.[0] ?? null;
  }

  /** Credits grouped for display: crew first, then the cast. */
  get crew(): readonly Contributor[] {
    return (this.contributors.value ?? this.film.value?.contributors ?? []).filter((person) => person.role !== 'actor');
  }

  /** The actors with their characters. */
  get cast(): readonly Contributor[] {
    return (this.contributors.value ?? this.film.value?.contributors ?? []).filter((person) => person.role === 'actor');
  }
}
