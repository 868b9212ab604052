import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
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
  filmId: number | null = null;

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmSummaryStore, 'gateway'>(this, { gateway: false, film: false, contributors: false, recommendations: false }, { autoBind: true });
  }

  /** Loads everything for `filmId`; calling again for the same film does nothing. */
  load(filmId: number): void {
    if (this.filmId === filmId && this.film.status !== 'error') return;
    this.filmId = filmId;
    void this.film.load(() => this.gateway.detail(filmId));
    void this.contributors.load(() => this.gateway.contributors(filmId));
    void this.recommendations.load(() => this.gateway.recommendations(filmId));
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
