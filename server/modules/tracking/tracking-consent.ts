import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { decodeConsent, effectiveConsent } from '../../../src/domain/consent/consent-choice';

/**
 * Page statistics need the visitor's consent (src/domain/consent): the app sends no event without it, and the
 * server drops any that arrive anyway (an old tab, a crafted request), or that come with Global Privacy Control.
 */
export function statisticsAllowed(c: Context, now: number): boolean {
  const { consentCookie, signal } = privacyChoice(c);
  return effectiveConsent(decodeConsent(consentCookie), signal, now).grants.analytics;
}

/** The request's privacy choice: the `consent` cookie (a plain string) and the Global Privacy Control header. */
export function privacyChoice(c: Context): { consentCookie: string | null; signal: boolean } {
  return { consentCookie: getCookie(c, 'consent') ?? null, signal: c.req.header('sec-gpc')?.trim() === '1' };
}

/** Whether a page for this request asks for a privacy choice (the banner of a visitor who has not chosen). */
export function asksPrivacyChoice(c: Context, now: number): boolean {
  const { consentCookie, signal } = privacyChoice(c);
  return effectiveConsent(decodeConsent(consentCookie), signal, now).undecided;
}
