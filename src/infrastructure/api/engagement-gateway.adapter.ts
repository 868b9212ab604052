import { inject, injectable } from 'inversify';
import * as collection from '../../../contract/account/collection.calls';
import type { RatingState } from '../../../contract/account/collection.calls';
import { createFeedback } from '../../../contract/feedback/feedback.calls';
import { playPermission } from '../../../contract/film/play.calls';
import { share, shortUrl } from '../../../contract/sharing/share.calls';
import type { EngagementGateway, FavoriteStanding, FeedbackRequest, RatingStanding, ShareReceipt } from '../../application/film/engagement-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { ShareChannel } from '../../domain/share/share-target.builder';

// The stores show their own message (a rollback toast) or, for shares and feedback, only log (spec section 8).
const quiet = { silent: true } as const;

/** EngagementGateway over the API client. */
@injectable()
export class ApiEngagementGateway implements EngagementGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async favorite(filmId: number): Promise<FavoriteStanding> {
    return toFavorite(await this.api.call(collection.favorite, { body: { film_id: filmId } }, quiet));
  }

  async unfavorite(filmId: number): Promise<FavoriteStanding> {
    return toFavorite(await this.api.call(collection.unfavorite, { body: { film_id: filmId } }, quiet));
  }

  async rate(filmId: number, score: number): Promise<RatingStanding> {
    return toRating(await this.api.call(collection.publishRating, { body: { film_id: filmId, score } }, quiet));
  }

  async removeRating(filmId: number): Promise<RatingStanding> {
    return toRating(await this.api.call(collection.removeRating, { body: { film_id: filmId } }, quiet));
  }

  async share(filmId: number, channel: ShareChannel): Promise<ShareReceipt> {
    const data = await this.api.call(share, { params: { film_id: String(filmId) }, body: { channel } }, quiet);
    return { shareRecordId: data.share_record_id, visitsSoFar: data.visits_so_far };
  }

  async shareProgress(filmId: number): Promise<number> {
    // The play permission of episode 1 (every drama has one) carries the caller's count for the whole drama.
    const data = await this.api.call(playPermission, { params: { film_id: String(filmId) }, query: { episode_num: '1' } }, quiet);
    return data.visits_so_far;
  }

  async shortUrl(link: string): Promise<string> {
    return this.api.call(shortUrl, { body: { original_url: link } }, quiet);
  }

  async sendFeedback(request: FeedbackRequest): Promise<{ approved: boolean }> {
    const body =
      request.kind === 'message' ? { content: request.content } : { apply_permission: true, ...(request.filmId === null ? {} : { film_id: request.filmId }) };
    const receipt = await this.api.call(createFeedback, { body }, quiet);
    return { approved: receipt.status === 'approved' };
  }
}

function toFavorite(data: { film_id: number; favorited: boolean; favorite_count: number }): FavoriteStanding {
  return { filmId: data.film_id, favorited: data.favorited, favoriteCount: data.favorite_count };
}

function toRating(data: RatingState): RatingStanding {
  // The API reports 0 for a drama nobody rates any more; the domain says so explicitly.
  return { filmId: data.film_id, myRating: data.my_rating, ratingAvg: data.rating_count > 0 ? data.rating_avg : null, ratingCount: data.rating_count };
}
