import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { pageCount } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { type AggregatePage, ListingsGateway } from './listings-gateway.port';

/** An aggregate page `/short-play/{_cname}/{_page}.html`: a category, ranking board or topic, one page at a time. */
@injectable()
export class CategoryListStore {
  readonly page = new RemoteValue<AggregatePage>();
  private shownKey: string | null = null;

  constructor(@inject(ListingsGateway) private readonly gateway: ListingsGateway) {
    makeAutoObservable<CategoryListStore, 'gateway' | 'shownKey'>(this, { gateway: false, shownKey: false, page: false }, { autoBind: true });
  }

  /** Shows page `pageNumber` of the aggregate `slug`; an unknown slug ends in status `not_found`. */
  show(slug: string, pageNumber: number, language: string): void {
    const key = `${language}|${slug}|${pageNumber}`;
    if (key === this.shownKey && this.page.status !== 'error') return;
    this.shownKey = key;
    void this.page.load(() => this.gateway.aggregate(slug, pageNumber));
  }

  /** Pages of the aggregate, 1 until it is loaded. */
  get totalPages(): number {
    return this.page.value ? pageCount(this.page.value.films) : 1;
  }

  /** True when the visitor asked for a page past the end (a stale link): the view says so instead of an empty grid. */
  get pastTheEnd(): boolean {
    const films = this.page.value?.films;
    return !!films && films.items.length === 0 && films.page > pageCount(films);
  }
}
