import type { CookieName, CookieStore } from '../../application/ports/cookie-store.port';

/**
 * The cookies of a server render: none. The server writes the public page every visitor gets (and the page cache
 * may share it), so nothing personal is read; the browser reads its own cookies after hydration.
 */
export class PublicCookieStore implements CookieStore {
  read(_name: CookieName): unknown {
    return null;
  }

  write(): void {}

  remove(): void {}
}
