import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import { FilmGateway } from '../film/film-gateway.port';
import { RemoteValue } from '../film/remote-value';

/** The episode list page (series detail): the film's summary and all of its episodes. */
@injectable()
export class SeriesStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly episodes = new RemoteValue<readonly EpisodeSummary[]>();
  private shownKey: string | null = null;

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<SeriesStore, 'gateway' | 'shownKey'>(this, { gateway: false, shownKey: false, film: false, episodes: false }, { autoBind: true });
  }

  /** Shows the film `filmId`; an unknown film ends in status `not_found`. */
  show(filmId: number, language: string): void {
    const key = `${language}|${filmId}`;
    if (key === this.shownKey && this.film.status !== 'error') return;
    this.shownKey = key;
    void this.film.load(() => this.gateway.detail(filmId));
    void this.episodes.load(() => this.gateway.episodes(filmId));
  }

  /** How many episodes anyone can watch without unlocking. */
  get freeEpisodeCount(): number {
    return this.episodes.value?.filter((episode) => episode.free).length ?? 0;
  }
}
