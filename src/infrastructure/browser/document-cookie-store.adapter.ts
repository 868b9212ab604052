import { injectable } from 'inversify';
import type { CookieName, CookieStore } from '../../application/shared/cookie-store.port';
import { CONSENT_COOKIE, LANGUAGE_COOKIE, SETTINGS_COOKIE, USER_STATE_COOKIE, type CookiePolicy } from '../../domain/constants';

interface CookieSpec {
  readonly wireName: string;
  readonly policy: CookiePolicy;
  /** The language cookie holds the bare code so the server can read it for its redirects. */
  readonly json: boolean;
}

/** Wire names of the site's cookies; `lang` is also read by the server. */
export const cookieSpecs: Readonly<Record<CookieName, CookieSpec>> = {
  language: { wireName: 'lang', policy: LANGUAGE_COOKIE, json: false },
  settings: { wireName: 'settings', policy: SETTINGS_COOKIE, json: true },
  userState: { wireName: 'user_state', policy: USER_STATE_COOKIE, json: true },
  // A plain string the server can read too (it drops tracking events of a visitor who said no).
  consent: { wireName: 'consent', policy: CONSENT_COOKIE, json: false },
};

const dayMs = 24 * 60 * 60 * 1000;

/** The minimal document the adapter needs, so tests can hand it a fake. */
export interface CookieJar {
  cookie: string;
}

/** Reads and writes the site's cookies through document.cookie. */
@injectable()
export class DocumentCookieStore implements CookieStore {
  constructor(
    private readonly jar: CookieJar = document,
    private readonly now: () => number = Date.now,
  ) {}

  read(name: CookieName): unknown {
    const spec = cookieSpecs[name];
    const raw = this.rawValue(spec.wireName);
    if (raw === null) return null;
    try {
      const decoded = decodeURIComponent(raw);
      return spec.json ? (JSON.parse(decoded) as unknown) : decoded;
    } catch {
      // A cookie edited by hand or written by an older build must not break the page.
      return null;
    }
  }

  write(name: CookieName, value: unknown): void {
    const spec = cookieSpecs[name];
    const text = spec.json ? JSON.stringify(value) : String(value);
    this.jar.cookie = serialize(spec, encodeURIComponent(text), new Date(this.now() + spec.policy.days * dayMs));
  }

  remove(name: CookieName): void {
    this.jar.cookie = serialize(cookieSpecs[name], '', new Date(0));
  }

  private rawValue(wireName: string): string | null {
    for (const part of this.jar.cookie.split(';')) {
      const separator = part.indexOf('=');
      if (separator < 0) continue;
      if (part.slice(0, separator).trim() === wireName) return part.slice(separator + 1).trim();
    }
    return null;
  }
}

function serialize(spec: CookieSpec, value: string, expires: Date): string {
  const sameSite = spec.policy.sameSite === 'lax' ? 'Lax' : 'Strict';
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `${spec.wireName}=${value}; Expires=${expires.toUTCString()}; Path=${spec.policy.path}; SameSite=${sameSite}${secure}`;
}
