import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import type { Plot, PlotSummary } from '../../domain/catalog/film-media.types';
import { FilmGateway } from './film-gateway.port';
import { RemoteValue } from './remote-value';

/** The plot list of a film and, when one is open, a single plot. */
@injectable()
export class FilmPlotsStore {
  readonly film = new RemoteValue<FilmDetail>();
  readonly plots = new RemoteValue<readonly PlotSummary[]>();
  readonly plot = new RemoteValue<Plot>();

  constructor(@inject(FilmGateway) private readonly gateway: FilmGateway) {
    makeAutoObservable<FilmPlotsStore, 'gateway'>(this, { gateway: false, film: false, plots: false, plot: false }, { autoBind: true });
  }

  /** Loads the film and its plot list. */
  loadList(filmId: number): void {
    void this.film.load(() => this.gateway.detail(filmId));
    void this.plots.load(() => this.gateway.plots(filmId));
  }

  /** Loads one plot (its answer carries the film title, so the film itself is not needed). */
  loadPlot(filmId: number, plotId: number): void {
    void this.plot.load(() => this.gateway.plot(filmId, plotId));
  }

  /** The open plot's body split into paragraphs. */
  get paragraphs(): string[] {
    const body = this.plot.value?.body ?? '';
    return body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
  }
}
