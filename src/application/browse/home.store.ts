import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableStruct } from 'mobx';
import type { Category, CategoryShelf, Topic } from '../../domain/catalog/category.entity';
import type { FeaturedFilm, FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { RankedFilm } from '../../domain/catalog/ranking-period';
import { continueWatching, type WatchedEpisode } from '../../domain/catalog/watched-episode.entity';
import { RemoteValue } from '../film/remote-value';
import { BrowseGateway } from './browse-gateway.port';
import { WatchHistory } from '../film/watch-history.port';

/** The home page: each rail loads on its own, so one failing call never blanks the page. */
@injectable()
export class HomeStore {
  readonly featured = new RemoteValue<readonly FeaturedFilm[]>();
  readonly recommendations = new RemoteValue<readonly FilmCard[]>();
  readonly hot = new RemoteValue<Paged<FilmCard>>();
  readonly topRanking = new RemoteValue<Paged<RankedFilm>>();
  readonly topics = new RemoteValue<readonly Topic[]>();
  readonly shelves = new RemoteValue<readonly CategoryShelf[]>();
  readonly categories = new RemoteValue<readonly Category[]>();
  continueWatching: readonly WatchedEpisode[] = [];
  private loadedLanguage: string | null = null;

  constructor(
    @inject(BrowseGateway) private readonly gateway: BrowseGateway,
    @inject(WatchHistory) private readonly history: WatchHistory,
  ) {
    makeAutoObservable<HomeStore, 'gateway' | 'history' | 'loadedLanguage'>(
      this,
      {
        gateway: false,
        history: false,
        loadedLanguage: false,
        continueWatching: observableStruct,
        featured: false,
        recommendations: false,
        hot: false,
        topRanking: false,
        topics: false,
        shelves: false,
        categories: false,
      },
      { autoBind: true },
    );
  }

  /** Loads every rail for `language`; returning to home in the same language reuses what is loaded. */
  load(language: string): void {
    this.readHistory();
    if (this.loadedLanguage === language && !this.anyFailed) return;
    this.loadedLanguage = language;
    void this.featured.load(() => this.gateway.featured());
    void this.recommendations.load(() => this.gateway.recommendations());
    void this.hot.load(() => this.gateway.hot(1, 12));
    void this.topRanking.load(() => this.gateway.ranking('week', null, 1, 10));
    void this.topics.load(() => this.gateway.topics());
    void this.shelves.load(() => this.gateway.shelves());
    void this.categories.load(() => this.gateway.categories('category'));
  }

  /** True once the catalog answered and has no films at all (a fresh install before the seed). */
  get isEmpty(): boolean {
    return (
      this.recommendations.status === 'ready' &&
      this.hot.status === 'ready' &&
      (this.recommendations.value?.length ?? 0) === 0 &&
      (this.hot.value?.total ?? 0) === 0
    );
  }

  /**
   * Reads what this device has watched (no request). Compared by content: the home page reads it on every visit,
   * and a new but equal list would re-render the whole page for nothing.
   */
  readHistory(): void {
    this.continueWatching = continueWatching(this.history.list());
  }

  private get anyFailed(): boolean {
    return [this.featured, this.recommendations, this.hot, this.topRanking, this.topics, this.shelves, this.categories].some((part) => part.status === 'error');
  }
}
