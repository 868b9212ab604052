import { inject, injectable } from 'inversify';
import { config } from '../../../contract/site/config.calls';
import { ApiClient } from '../../application/shared/api-client.port';
import type { ConfigGateway, SiteConfig } from '../../application/shared/config-gateway.port';

/** ConfigGateway over the API client. */
@injectable()
export class ApiConfigGateway implements ConfigGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async load(): Promise<SiteConfig> {
    const data = await this.api.call(config, {});
    return {
      totalDramas: data.total_dramas,
      languages: data.languages.map((language) => ({ code: language.code, name: language.name })),
      defaultLanguage: data.default_language,
      googleClientId: data.google_client_id,
      tagManagerId: data.tag_manager_id,
      freeEpisodes: data.free_episodes,
      shareUnlockVisits: data.share_unlock_visits,
    };
  }
}
