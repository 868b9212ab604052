import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { decodeConsent, effectiveConsent, type EffectiveConsent } from '../../../src/domain/consent/consent-choice';

/**
 * Page statistics need the visitor's consent (src/domain/consent): the app sends no event without it, and the
 * server drops any that arrive anyway (an old tab, a crafted request), or that come with Global Privacy Control.
 */
export function statisticsAllowed(c: Context, now: number): boolean {
  return effectivePrivacy(privacyChoice(c), now).grants.analytics;
}

/** The request's privacy choice: the `consent` cookie (a plain string) and the Global Privacy Control header. */
export function privacyChoice(c: Context): { consentCookie: string | null; signal: boolean } {
  return { consentCookie: getCookie(c, 'consent') ?? null, signal: c.req.header('sec-gpc')?.trim() === '1' };
}

/** What a privacy choice means now (src/domain/consent): what it grants, and whether the visitor is still to be asked. */
export function effectivePrivacy(choice: { consentCookie: string | null; signal: boolean }, now: number): EffectiveConsent {
  return effectiveConsent(decodeConsent(choice.consentCookie), choice.signal, now);
}
