import type { ServiceIdentifier } from 'inversify';

/** Sends one tracking event (spec section 7: a GET image request to /_icon.png with the event's params). */
export interface TrackingPixel {
  /** `query` is the event's encoded query string (domain/tracking's toQueryString), without the `?`. */
  send(query: string): void;
}
export const TrackingPixel = Symbol.for('TrackingPixel') as ServiceIdentifier<TrackingPixel>;
