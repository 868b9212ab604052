import type { ServiceIdentifier } from 'inversify';
import type { FilmEngagementStore } from './film-engagement.store';

/**
 * The favourite and rating controls' store (FilmEngagementStore, bound by the actions feature), as a film page asks for
 * it: the token keeps the store's code out of the film pages' chunk, so their first download goes without it.
 */
export type FilmEngagement = FilmEngagementStore;
export const FilmEngagement = Symbol.for('FilmEngagement') as ServiceIdentifier<FilmEngagement>;
