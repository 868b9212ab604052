import type { ServiceIdentifier } from 'inversify';
import type { InstallOfferHistory } from '../../domain/install/install-offer.policy';

/** What the browser keeps about the install offer across visits (local storage). */
export interface InstallOfferMemory {
  /** The history, counting this visit once per tab session. */
  visit(): InstallOfferHistory;
  episodeFinished(): void;
  /** The visitor answered the offer: it is never made again. */
  answered(): void;
}
export const InstallOfferMemory = Symbol.for('InstallOfferMemory') as ServiceIdentifier<InstallOfferMemory>;
