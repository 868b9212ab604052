import { ContainerModule } from 'inversify';
import { BrowseGateway } from '../../application/browse/browse-gateway.port';
import { HomeStore } from '../../application/browse/home.store';
import { SeoStore } from '../../application/site/seo.store';
import { WatchHistory } from '../../application/film/watch-history.port';
import { ApiBrowseGateway } from '../../infrastructure/api/browse-gateway.adapter';
import { LocalWatchHistory } from '../../infrastructure/storage/local-watch-history.adapter';

/**
 * The home screen, the head sync and the watch history (the other browse screens' stores load with them:
 * listings.module.ts).
 */
export const browseModule = new ContainerModule((options) => {
  options.bind(BrowseGateway).to(ApiBrowseGateway).inSingletonScope();
  options.bind(WatchHistory).to(LocalWatchHistory).inSingletonScope();
  options.bind(HomeStore).toSelf().inSingletonScope();
  options.bind(SeoStore).toSelf().inSingletonScope();
});
