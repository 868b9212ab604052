import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { ApiError } from '../../domain/errors/api-error';
import type { CatalogRow } from '../../domain/admin/catalog.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { CatalogGateway } from './catalog-gateway.port';

/** The catalog screen: dramas page by page, and publishing one (one change at a time per drama). */
@injectable()
export class CatalogListStore {
  readonly rows = new RemoteValue<Paged<CatalogRow>>();
  page = 1;
  /** Ids whose publish change is on its way. */
  readonly busy = new Set<number>();
  /** Locale key of the last refused change, shown above the table. */
  errorKey: string | null = null;

  constructor(@inject(CatalogGateway) private readonly gateway: CatalogGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, rows: false }, { autoBind: true });
  }

  load(page = this.page): void {
    this.page = page;
    void this.rows.load(() => this.gateway.list(this.page));
  }

  setPublished = flow(function* (this: CatalogListStore, id: number, published: boolean) {
    if (this.busy.has(id)) return;
    this.busy.add(id);
    this.errorKey = null;
    try {
      yield this.gateway.setPublished(id, published);
      this.load();
    } catch (error) {
      this.errorKey = error instanceof ApiError ? error.msgKey : 'site-errors:generic';
    } finally {
      this.busy.delete(id);
    }
  });

  get totalPages(): number {
    return this.rows.value ? pageCount(this.rows.value) : 1;
  }
}
