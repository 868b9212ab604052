import type { CookieName, CookieStore } from '../cookie-store.port';

/** Cookies for tests, as the decoded values the real store would return. */
export class FakeCookieStore implements CookieStore {
  readonly values = new Map<CookieName, unknown>();

  read(name: CookieName): unknown {
    return this.values.get(name) ?? null;
  }

  write(name: CookieName, value: unknown): void {
    this.values.set(name, JSON.parse(JSON.stringify(value)) as unknown);
  }

  remove(name: CookieName): void {
    this.values.delete(name);
  }
}
