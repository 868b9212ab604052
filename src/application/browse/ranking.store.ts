import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Category } from '../../domain/catalog/category.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { RankedFilm, RankingPeriod } from '../../domain/catalog/ranking-period';
import { RemoteValue } from '../film/remote-value';
import { ListingsGateway } from './listings-gateway.port';

/** The ranking page shows the top 50 of a period; more would only be noise. */
export const rankingSize = 50;

/** The ranking page: a period, an optional category tab, and the films in rank order. */
@injectable()
export class RankingStore {
  readonly tabs = new RemoteValue<readonly Category[]>();
  readonly films = new RemoteValue<Paged<RankedFilm>>();
  period: RankingPeriod = 'week';
  categorySlug: string | null = null;
  private shownKey: string | null = null;

  constructor(@inject(ListingsGateway) private readonly gateway: ListingsGateway) {
    makeAutoObservable<RankingStore, 'gateway' | 'shownKey'>(this, { gateway: false, shownKey: false, tabs: false, films: false }, { autoBind: true });
  }

  /** Shows the ranking the URL asks for; the same request twice loads once. */
  show(period: RankingPeriod, categorySlug: string | null, language: string): void {
    const key = `${language}|${period}|${categorySlug ?? ''}`;
    this.period = period;
    this.categorySlug = categorySlug;
    if (this.tabs.status === 'idle' || this.tabs.status === 'error' || !this.shownKey?.startsWith(`${language}|`)) {
      void this.tabs.load(() => this.gateway.rankingCategories());
    }
    if (key === this.shownKey && this.films.status !== 'error') return;
    this.shownKey = key;
    void this.films.load(() => this.gateway.ranking(period, categorySlug, 1, rankingSize));
  }

  /** The tab of the selected category, null for 'all categories'. */
  get selectedTab(): Category | null {
    return this.tabs.value?.find((tab) => tab.slug === this.categorySlug) ?? null;
  }
}
