import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { GuideSummary } from '../../domain/catalog/content.types';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { FilmGateway } from './film-gateway.port';
import { RemoteValue } from './remote-value';

/** One page of the guides written about a film. */
@injectable()
export class FilmGuidesStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly guides = new RemoteValue<Paged<GuideSummary>>();

  private filmKey: string | null = null;

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmGuidesStore, 'gateway' | 'filmKey'>(this, { gateway: false, filmKey: false, film: false, guides: false }, { autoBind: true });
  }

  /** Loads the film (once) and one page of its guides. */
  load(filmId: number, page: number, language: string): void {
    const filmKey = `${language}|${filmId}`;
    if (filmKey !== this.filmKey || this.film.status === 'error') {
      this.filmKey = filmKey;
      void this.film.load(() => this.gateway.detail(filmId));
    }
    void this.guides.load(() => this.gateway.guides(filmId, page));
  }

  get totalPages(): number {
    return this.guides.value ? pageCount(this.guides.value) : 1;
  }
}
