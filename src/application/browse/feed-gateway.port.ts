import type { ServiceIdentifier } from 'inversify';
import type { FeedHistory } from '../../domain/feed/feed-history';
import type { FeedPage } from '../../domain/feed/feed-item.types';

/** Reads the "For you" feed; rejects with ApiError. */
export interface FeedGateway {
  /** The page after `cursor` (empty: the first), ranked with what the device tells of its history. */
  page(cursor: string, history: FeedHistory, limit: number): Promise<FeedPage>;
}
export const FeedGateway = Symbol.for('FeedGateway') as ServiceIdentifier<FeedGateway>;
