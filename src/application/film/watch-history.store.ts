import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { watchHistoryNewestFirst, type WatchedEpisode } from '../../domain/catalog/watched-episode.entity';
import { WatchHistory } from './watch-history.port';

/**
 * The dramas watched on this device, newest first: the film page's "Continue episode N" and the personal area's
 * watch-history list. Kept on the device (the spec names no server call for it), so it needs no account.
 */
@injectable()
export class WatchHistoryStore {
  entries: readonly WatchedEpisode[] = [];

  constructor(@inject(WatchHistory) private readonly history: WatchHistory) {
    makeAutoObservable<WatchHistoryStore, 'history'>(this, { history: false, entries: observableRef }, { autoBind: true });
    this.refresh();
  }

  /** Reads the device's history again (the player records into it as episodes play). */
  refresh(): void {
    this.entries = watchHistoryNewestFirst(this.history.list());
  }

  /** Removes the drama from the history. */
  remove(filmId: number): void {
    this.history.remove(filmId);
    this.refresh();
  }

  /** Where the visitor stopped in a drama, or null when it was never watched here. */
  entryFor(filmId: number): WatchedEpisode | null {
    return this.entries.find((entry) => entry.filmId === filmId) ?? null;
  }
}
