import type { ServiceIdentifier } from 'inversify';

/**
 * Opens the share dialog for a drama (ShareStore.open): the token a control outside the share feature's code asks for
 * on its press (a list's card), so the page it is on does not download the share store to render it.
 */
export interface ShareOpener {
  /** Opens the dialog for `filmId`; the shared link leads to `landingPath` (a path of this site), else this page. */
  open(filmId: number, landingPath?: string): void;
}
export const ShareOpener = Symbol.for('ShareOpener') as ServiceIdentifier<ShareOpener>;
