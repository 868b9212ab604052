import type { ServiceIdentifier } from 'inversify';
import type { CatalogRow } from '../../domain/admin/catalog.types';
import type { Paged } from '../../domain/catalog/paged.entity';

/** The console's catalog calls. */
export interface CatalogGateway {
  list(page: number): Promise<Paged<CatalogRow>>;
  /** Publishes or unpublishes; rejects with catalog.not_publishable for a drama without poster or episodes. */
  setPublished(id: number, published: boolean): Promise<void>;
}
export const CatalogGateway = Symbol.for('CatalogGateway') as ServiceIdentifier<CatalogGateway>;
