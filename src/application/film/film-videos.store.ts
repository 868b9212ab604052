import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { FilmGateway } from './film-gateway.port';
import { RemoteValue } from './remote-value';

/** What a film offers to watch: its episodes and its trailers and clips. */
@injectable()
export class FilmVideosStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly videos = new RemoteValue<readonly FilmVideo[]>();
  readonly episodes = new RemoteValue<readonly EpisodeSummary[]>();

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmVideosStore, 'gateway'>(this, { gateway: false, film: false, videos: false, episodes: false }, { autoBind: true });
  }

  /** Loads the film, its clips and its episode list. */
  load(filmId: number): void {
    void this.film.load(() => this.gateway.detail(filmId));
    void this.videos.load(() => this.gateway.videos(filmId));
    void this.episodes.load(() => this.gateway.episodes(filmId));
  }
}
