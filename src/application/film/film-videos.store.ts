import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { FilmGateway } from './film-gateway.port';
import { RemoteValue } from './remote-value';

/** A film's trailers and clips, one of which may be playing inline. */
@injectable()
export class FilmVideosStore {
  readonly videos = new RemoteValue<readonly FilmVideo[]>();
  /** The clip playing inline, null when none is open. */
  playingId: number | null = null;
  private loadedKey: string | null = null;

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmVideosStore, 'gateway' | 'loadedKey'>(this, { gateway: false, videos: false, loadedKey: false }, { autoBind: true });
  }

  /** Loads the film's clips (again only when the film or the language changed, or after a failure). */
  load(filmId: number, language: string): void {
    const key = `${language}|${filmId}`;
    if (key === this.loadedKey && this.videos.status !== 'error') return;
    this.loadedKey = key;
    this.playingId = null;
    void this.videos.load(() => this.gateway.videos(filmId));
  }

  /** Opens a clip inline, or closes it when it is the one open. */
  toggle(videoId: number): void {
    this.playingId = this.playingId === videoId ? null : videoId;
  }
}
