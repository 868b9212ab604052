import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Paged } from '../../domain/catalog/paged.entity';
import { EngagementGateway } from '../film/engagement-gateway.port';
import { RemoteValue } from '../film/remote-value';
import { Toaster } from '../shared/toaster.port';
import { PersonalGateway, type CollectionFilm } from './personal-gateway.port';

/** Items per page of each collection list. */
export const COLLECTION_PAGE_SIZE = 12;

export type CollectionList = 'favorites' | 'rated';

/** The personal collection: favourite and rated dramas, each paged, removable or re-ratable in place. */
@injectable()
export class CollectionStore {
  readonly favorites = new RemoteValue<Paged<CollectionFilm>>();
  readonly rated = new RemoteValue<Paged<CollectionFilm>>();
  /** Film ids with a change in flight. */
  busy: readonly number[] = [];

  constructor(
    @inject(PersonalGateway) private readonly gateway: PersonalGateway,
    @inject(EngagementGateway) private readonly engagement: EngagementGateway,
    @inject(Toaster) private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'gateway' | 'engagement' | 'toaster'>(
      this,
      { gateway: false, engagement: false, toaster: false, favorites: false, rated: false },
      { autoBind: true },
    );
  }

  load(list: CollectionList, page = 1): Promise<void> {
    return list === 'favorites'
      ? this.favorites.load(() => this.gateway.favoriteFilms(page, COLLECTION_PAGE_SIZE))
      : this.rated.load(() => this.gateway.ratedFilms(page, COLLECTION_PAGE_SIZE));
  }

  loadAll(): void {
    void this.load('favorites');
    void this.load('rated');
  }

  /** Removes a favourite and reloads the page (the last item of a page falls back to the previous page). */
  async removeFavorite(filmId: number): Promise<void> {
    await this.mutate(filmId, () => this.engagement.unfavorite(filmId), 'favorites', 'account-pages:collection.removeFailed');
  }

  /** Gives a rated drama a new score, or withdraws the rating (null). */
  async rate(filmId: number, score: number | null): Promise<void> {
    await this.mutate(
      filmId,
      () => (score === null ? this.engagement.removeRating(filmId) : this.engagement.rate(filmId, score)),
      'rated',
      'account-pages:collection.rateFailed',
    );
  }

  private async mutate(filmId: number, send: () => Promise<unknown>, list: CollectionList, failureKey: string): Promise<void> {
    if (this.busy.includes(filmId)) return;
    this.busy = [...this.busy, filmId];
    try {
      await send();
      const current = (list === 'favorites' ? this.favorites : this.rated).value;
      const page = current ? Math.min(current.page, Math.max(1, Math.ceil((current.total - (list === 'favorites' ? 1 : 0)) / current.pageSize))) : 1;
      await this.load(list, page);
    } catch {
      this.toaster.show(failureKey);
    } finally {
      runInAction(() => (this.busy = this.busy.filter((id) => id !== filmId)));
    }
  }
}
