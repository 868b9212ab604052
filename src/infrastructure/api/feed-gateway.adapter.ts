import { inject, injectable } from 'inversify';
import { feed, type FeedItem as FeedItemData } from '../../../contract/browse/feed.calls';
import type { FeedGateway } from '../../application/browse/feed-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { FeedHistory } from '../../domain/feed/feed-history';
import type { FeedItem, FeedPage } from '../../domain/feed/feed-item.types';
import { toVideo } from './wire.mappers';

/** FeedGateway over the HTTP ApiClient. Empty query values are left out, so the first page's key is stable. */
@injectable()
export class ApiFeedGateway implements FeedGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async page(cursor: string, history: FeedHistory, limit: number): Promise<FeedPage> {
    const query = {
      ...(cursor ? { cursor } : {}),
      ...(history.watched ? { watched: history.watched } : {}),
      ...(history.progress ? { progress: history.progress } : {}),
      limit: String(limit),
    };
    const data = await this.api.call(feed, { query });
    return { items: data.items.map(toFeedItem), nextCursor: data.next_cursor };
  }
}

function toFeedItem({ film, episode, reason }: FeedItemData): FeedItem {
  return {
    filmId: film.id,
    title: film.title,
    posterUrl: film.poster_url,
    episodeCount: film.episode_count,
    runtimeMinutes: film.runtime_minutes,
    freeEpisodes: film.free_episodes,
    rating: film.rating_count > 0 ? film.rating_avg : null,
    ratingCount: film.rating_count,
    favoriteCount: film.favorite_count,
    category: film.category,
    episode: toVideo(episode),
    reason: { key: reason.key, category: reason.category },
  };
}
