import type { CookieName, CookieStore } from '../../application/shared/cookie-store.port';

/**
 * The cookies of a server render: only the visitor's privacy choice (a plain string; it decides whether the page
 * shows the privacy-choices banner). The server writes the public page every visitor gets (the page cache shares it
 * between visitors who chose alike), so nothing personal is read; the browser reads its own cookies after hydration.
 */
export class PublicCookieStore implements CookieStore {
  constructor(private readonly consent: string | null = null) {}

  read(name: CookieName): unknown {
    return name === 'consent' ? this.consent : null;
  }

  write(): void {}

  remove(): void {}
}
