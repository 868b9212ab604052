import { inject, injectable } from 'inversify';
import * as catalogCalls from '../../../../contract/admin/catalog.calls';
import type { CatalogGateway } from '../../../application/admin/catalog-gateway.port';
import { ApiClient } from '../../../application/ports/api-client.port';
import type { CatalogRow } from '../../../domain/admin/catalog.types';
import type { Paged } from '../../../domain/catalog/paged.entity';
import { toPaged } from '../wire.mappers';

/** CatalogGateway over the HTTP ApiClient. */
@injectable()
export class ApiCatalogGateway implements CatalogGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(page: number): Promise<Paged<CatalogRow>> {
    const data = await this.api.call(catalogCalls.adminCatalogList, { query: { page: String(page), page_size: '30' } });
    return toPaged(data, (r) => ({ id: r.id, slug: r.slug, title: r.title, published: r.published, episodeCount: r.episode_count, posterUrl: r.poster_url }));
  }

  async setPublished(id: number, published: boolean): Promise<void> {
    await this.api.call(catalogCalls.adminCatalogPublish, { params: { id }, body: { published } }, { silent: true });
  }
}
