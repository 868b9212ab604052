import type { ServiceIdentifier } from 'inversify';
import type { ShareChannel } from '../../domain/share/share-target.builder';

/** A member's standing with one drama after a change. */
export interface FavoriteStanding {
  readonly filmId: number;
  readonly favorited: boolean;
  readonly favoriteCount: number;
}

/** The drama's rating after a change; `myRating` null once withdrawn. */
export interface RatingStanding {
  readonly filmId: number;
  readonly myRating: number | null;
  readonly ratingAvg: number | null;
  readonly ratingCount: number;
}

/** A recorded share: the id the shared link carries and the views it has brought so far. */
export interface ShareReceipt {
  readonly shareRecordId: number;
  readonly visitsSoFar: number;
}

/** What the feedback dialogs send: a message, or an application for play permission. */
export type FeedbackRequest = { readonly kind: 'message'; readonly content: string } | { readonly kind: 'apply'; readonly filmId: number | null };

/** Favourites, ratings, shares and feedback; every method rejects with an ApiError on failure. */
export interface EngagementGateway {
  favorite(filmId: number): Promise<FavoriteStanding>;
  unfavorite(filmId: number): Promise<FavoriteStanding>;
  rate(filmId: number, score: number): Promise<RatingStanding>;
  removeRating(filmId: number): Promise<RatingStanding>;
  /** Records a share of the drama for the caller. */
  share(filmId: number, channel: ShareChannel): Promise<ShareReceipt>;
  /** Distinct visitors the caller's share links of the drama have brought so far. */
  shareProgress(filmId: number): Promise<number>;
  /** The short form of a link of the site. */
  shortUrl(link: string): Promise<string>;
  /** Sends feedback or a permission application; answers whether an application was approved at once. */
  sendFeedback(request: FeedbackRequest): Promise<{ approved: boolean }>;
}
export const EngagementGateway = Symbol.for('EngagementGateway') as ServiceIdentifier<EngagementGateway>;
