import { isApiError } from './api-error';

/** What a port refuses with on the server for work that is the visitor's browser's (fingerprinting the device). */
export class BrowserOnlyWork extends Error {
  override readonly name = 'BrowserOnlyWork';
}

/**
 * True when nothing failed: a server render left the work to the browser, which does it once the page is
 * hydrated (a write the API client did not send, a fingerprint). Nothing to log, toast or ask again.
 */
export function leftToTheBrowser(error: unknown): boolean {
  return error instanceof BrowserOnlyWork || (isApiError(error) && error.kind === 'unsent');
}
