import { makeAutoObservable, observableRef } from 'mobx';
import type { Paged } from '../../domain/catalog/paged.entity';
import { isApiError } from '../../domain/errors/api-error';

/** A list that grows page by page ("more" or scrolling); only the latest `restart` counts. */
export class PagedList<T extends { readonly id: number }> {
  items: readonly T[] = [];
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  private page = 0;
  private generation = 0;
  private fetchPage: ((page: number) => Promise<Paged<T>>) | null = null;

  constructor() {
    makeAutoObservable<this, 'page' | 'generation' | 'fetchPage'>(
      this,
      { items: observableRef, page: false, generation: false, fetchPage: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.status !== 'idle' && this.items.length < this.total;
  }

  /** Starts over with another source (another drama, another order). */
  restart(fetchPage: (page: number) => Promise<Paged<T>>): Promise<void> {
    this.generation += 1;
    this.fetchPage = fetchPage;
    this.items = [];
    this.total = 0;
    this.page = 0;
    this.status = 'idle';
    return this.more();
  }

  /** Loads the next page; nothing while one is loading. Items already shown are not repeated. */
  async more(): Promise<void> {
    const fetchPage = this.fetchPage;
    if (fetchPage === null || this.status === 'loading') return;
    const generation = this.generation;
    this.status = 'loading';
    this.errorKey = null;
    try {
      const page = await fetchPage(this.page + 1);
      if (generation !== this.generation) return;
      this.apply(page);
    } catch (error) {
      if (generation !== this.generation) return;
      this.fail(isApiError(error) ? error.msgKey : 'site-errors:generic');
    }
  }

  private apply(page: Paged<T>): void {
    const known = new Set(this.items.map((item) => item.id));
    this.items = [...this.items, ...page.items.filter((item) => !known.has(item.id))];
    this.total = page.total;
    this.page = page.page;
    this.status = 'ready';
  }

  private fail(errorKey: string): void {
    this.status = 'error';
    this.errorKey = errorKey;
  }
}
