import { ContainerModule } from 'inversify';
import { CategoryListStore } from '../../application/browse/category-list.store';
import { CommentDetailStore } from '../../application/community/comment-detail.store';
import { ListingsGateway } from '../../application/browse/listings-gateway.port';
import { HotCommentsStore } from '../../application/community/hot-comments.store';
import { RankingStore } from '../../application/browse/ranking.store';
import { SearchStore } from '../../application/search/search.store';
import { ApiListingsGateway } from '../../infrastructure/api/listings-gateway.adapter';
import { FeedGateway } from '../../application/browse/feed-gateway.port';
import { FeedStore } from '../../application/browse/feed.store';
import { ApiFeedGateway } from '../../infrastructure/api/feed-gateway.adapter';

/** The browse screens other than home (ranking, search, aggregates, hot comments, a comment, the feed): loaded with them. */
export const listingsModule = new ContainerModule((options) => {
  options.bind(ListingsGateway).to(ApiListingsGateway).inSingletonScope();
  options.bind(RankingStore).toSelf().inSingletonScope();
  options.bind(CategoryListStore).toSelf().inSingletonScope();
  options.bind(SearchStore).toSelf().inSingletonScope();
  options.bind(HotCommentsStore).toSelf().inSingletonScope();
  options.bind(CommentDetailStore).toSelf().inSingletonScope();
  options.bind(FeedGateway).to(ApiFeedGateway).inSingletonScope();
  options.bind(FeedStore).toSelf().inSingletonScope();
});
