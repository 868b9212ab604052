import { ContainerModule } from 'inversify';
import { BrowseGateway } from '../../application/browse/browse-gateway.port';
import { CategoryListStore } from '../../application/browse/category-list.store';
import { CommentDetailStore } from '../../application/browse/comment-detail.store';
import { HomeStore } from '../../application/browse/home.store';
import { HotCommentsStore } from '../../application/browse/hot-comments.store';
import { RankingStore } from '../../application/browse/ranking.store';
import { SearchStore } from '../../application/browse/search.store';
import { SeoStore } from '../../application/browse/seo.store';
import { WatchHistory } from '../../application/browse/watch-history.port';
import { ApiBrowseGateway } from '../../infrastructure/api/browse-gateway.adapter';
import { LocalWatchHistory } from '../../infrastructure/storage/local-watch-history.adapter';

/** The browsing screens (home, ranking, aggregates, search, comments), the head sync and the watch history. */
export const browseModule = new ContainerModule((options) => {
  options.bind(BrowseGateway).to(ApiBrowseGateway).inSingletonScope();
  options.bind(WatchHistory).to(LocalWatchHistory).inSingletonScope();
  options.bind(HomeStore).toSelf().inSingletonScope();
  options.bind(RankingStore).toSelf().inSingletonScope();
  options.bind(CategoryListStore).toSelf().inSingletonScope();
  options.bind(SearchStore).toSelf().inSingletonScope();
  options.bind(HotCommentsStore).toSelf().inSingletonScope();
  options.bind(CommentDetailStore).toSelf().inSingletonScope();
  options.bind(SeoStore).toSelf().inSingletonScope();
});
