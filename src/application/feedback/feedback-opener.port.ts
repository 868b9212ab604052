import type { ServiceIdentifier } from 'inversify';

/**
 * Opens the apply-for-permission dialog (FeedbackStore.open, bound by the actions feature): the token the episode page
 * asks for on its press, so its first download goes without the feedback store's code.
 */
export interface FeedbackOpener {
  open(filmId?: number | null): void;
}
export const FeedbackOpener = Symbol.for('FeedbackOpener') as ServiceIdentifier<FeedbackOpener>;
