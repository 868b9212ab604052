/** Business constants of spec section 9, named once so adapters and stores never repeat a magic number. */

/** Every product request gives up after this many milliseconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Seconds before the resend-code link reappears. */
export const RESEND_COUNTDOWN_SECONDS = 30;

/** How long a toast stays visible. */
export const TOAST_DURATION_MS = 2_000;

/** Attributes of a cookie the site writes. */
export interface CookiePolicy {
  readonly days: number;
  readonly path: '/';
  readonly sameSite: 'lax' | 'strict';
}

/** Language cookie: lax so a link from another site still opens in the visitor's language. */
export const LANGUAGE_COOKIE: CookiePolicy = { days: 365, path: '/', sameSite: 'lax' };
/** Settings store cookie. */
export const SETTINGS_COOKIE: CookiePolicy = { days: 7, path: '/', sameSite: 'strict' };
/** User state cookie (token, user info, source, fingerprint). */
export const USER_STATE_COOKIE: CookiePolicy = { days: 30, path: '/', sameSite: 'strict' };
/** The visitor's privacy choice; kept as long as the choice is valid (domain/consent). */
export const CONSENT_COOKIE: CookiePolicy = { days: 180, path: '/', sameSite: 'lax' };

/** How often the running app asks whether a newer build has been deployed. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Minimum time between two automatic reloads, so a bad deploy cannot cause a reload loop. */
export const RELOAD_GUARD_MS = 10_000;

/** The share tips show 'views: N' out of this many. */
export const SHARE_VIEWS_TARGET = 3;

/** Classify type stored for a visitor until something else is known. */
export const DEFAULT_CLASSIFY_TYPE = 'drama';

/** Attempts to load a lazy image before giving up. */
export const LAZY_LOAD_RETRIES = 3;
