import type { Container } from 'inversify';
import { CategoryListStore } from '../../application/browse/category-list.store';
import { CommentDetailStore } from '../../application/community/comment-detail.store';
import { HotCommentsStore } from '../../application/community/hot-comments.store';
import { FeedStore } from '../../application/browse/feed.store';
import { RankingStore } from '../../application/browse/ranking.store';
import { SearchStore } from '../../application/search/search.store';
import { Navigation } from '../../application/shared/navigation.port';
import { parseRankingPeriod } from '../../domain/catalog/ranking-period';
import { normalizeKeyword, parseSearchSort } from '../../domain/catalog/search-keyword';
import type { RouteMatch } from '../../domain/routing/route-path.parser';

/**
 * Starts what the browse screens other than home load when they mount. Loaded with the listings feature, so
 * their stores stay out of the entry chunk.
 */
export async function startListingRouteData(container: Container, route: RouteMatch): Promise<void> {
  const query = container.get(Navigation).searchParams();
  switch (route.route) {
    case 'ranking':
      return container.get(RankingStore).show(parseRankingPeriod(query.get('period')), query.get('category') || null, route.lang);
    case 'search': {
      const page = Math.max(1, Math.floor(Number(query.get('page')) || 1));
      const filters = {
        keyword: normalizeKeyword(query.get('keyword') ?? ''),
        categorySlug: query.get('category') || null,
        sort: parseSearchSort(query.get('sort')),
        page,
      };
      return container.get(SearchStore).show(filters, route.lang);
    }
    case 'category':
      return container.get(CategoryListStore).show(route.params._cname, route.params._page, route.lang);
    case 'feed':
      return container.get(FeedStore).show(route.lang);
    case 'hotComments':
      return container.get(HotCommentsStore).show(route.params._page, route.lang);
    case 'commentDetail': {
      const { attachReplyBox } = await import('../community/community-route.warmup');
      attachReplyBox(container, route.params._mid);
      return container.get(CommentDetailStore).show(route.params._mid);
    }
  }
}
