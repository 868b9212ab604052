import { accountJourney } from './account.journey';
import { commentJourney } from './comment.journey';
import { droppedCodeJourney } from './dropped-code.journey';
import { favouriteJourney } from './favourite.journey';
import type { Journey } from './journey';
import { listTapJourney } from './list-tap.journey';
import { lockedJourney } from './locked.journey';
import { searchJourney } from './search.journey';
import { shareJourney } from './share.journey';
import { consentJourney, languageJourney, notFoundJourney } from './site.journey';
import { watchJourney } from './watch.journey';

/** Every journey, in the order each engine runs them. */
export const JOURNEYS: readonly Journey[] = [
  watchJourney,
  listTapJourney,
  searchJourney,
  accountJourney,
  favouriteJourney,
  shareJourney,
  commentJourney,
  consentJourney,
  languageJourney,
  notFoundJourney,
  lockedJourney,
  droppedCodeJourney,
];
