import type { ServiceIdentifier } from 'inversify';

/**
 * The site's cookies (spec section 9): the language (a plain code the server reads too), the settings store and
 * the user state, each written with its own lifetime and same-site policy; and the visitor's privacy choice.
 */
export type CookieName = 'language' | 'settings' | 'userState' | 'consent';

/** Reads and writes the site's cookies; values are JSON, and unreadable content reads as null, never throws. */
export interface CookieStore {
  /** The decoded value, or null when missing or unreadable; callers check its shape. */
  read(name: CookieName): unknown;
  write(name: CookieName, value: unknown): void;
  remove(name: CookieName): void;
}
export const CookieStore = Symbol.for('CookieStore') as ServiceIdentifier<CookieStore>;
