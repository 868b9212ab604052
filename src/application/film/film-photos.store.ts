import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import type { FilmPhoto } from '../../domain/catalog/film-media.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { FilmGateway } from './film-gateway.port';
import { RemoteValue } from './remote-value';

/** A page of a film's photos and the viewer that shows one of them large. */
@injectable()
export class FilmPhotosStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly photos = new RemoteValue<Paged<FilmPhoto>>();
  /** Index in the current page of the photo open in the viewer, or null when closed. */
  openIndex: number | null = null;

  private filmKey: string | null = null;

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmPhotosStore, 'gateway' | 'filmKey'>(this, { gateway: false, filmKey: false, film: false, photos: false }, { autoBind: true });
  }

  /** Loads the film and one page of photos, closing the viewer. */
  load(filmId: number, page: number, language: string): void {
    this.openIndex = null;
    const filmKey = `${language}|${filmId}`;
    if (filmKey !== this.filmKey || this.film.status === 'error') {
      this.filmKey = filmKey;
      void this.film.load(() => this.gateway.detail(filmId));
    }
    void this.photos.load(() => this.gateway.photos(filmId, page));
  }

  get items(): readonly FilmPhoto[] {
    return this.photos.value?.items ?? [];
  }

  get totalPages(): number {
    return this.photos.value ? pageCount(this.photos.value) : 1;
  }

  /** The photo shown in the viewer. */
  get openPhoto(): FilmPhoto | null {
    return this.openIndex === null ? null : (this.items[this.openIndex] ?? null);
  }

  open(index: number): void {
    if (index >= 0 && index < this.items.length) this.openIndex = index;
  }

  close(): void {
    this.openIndex = null;
  }

  /** Moves the viewer by `step` photos, wrapping around the page. */
  move(step: number): void {
    if (this.openIndex === null || this.items.length === 0) return;
    const count = this.items.length;
    this.openIndex = (((this.openIndex + step) % count) + count) % count;
  }
}
