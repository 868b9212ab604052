import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import type { EpisodeTranscript } from '../../domain/catalog/film-media.types';
import { FilmGateway } from './film-gateway.port';
import { RemoteValue } from './remote-value';

/** The transcript page: an episode's lines in the page's language, and the drama it belongs to (for its title). */
@injectable()
export class FilmTranscriptStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly transcript = new RemoteValue<EpisodeTranscript>();

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmTranscriptStore, 'gateway'>(this, { gateway: false, film: false, transcript: false }, { autoBind: true });
  }

  load(filmId: number, episodeNumber: number, language: string): void {
    void this.film.load(() => this.gateway.detail(filmId));
    void this.transcript.load(() => this.gateway.transcript(filmId, episodeNumber, language));
  }
}
