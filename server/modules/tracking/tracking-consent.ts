import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import { decodeConsent, effectiveConsent, type EffectiveConsent } from '../../../src/domain/consent/consent-choice';

/**
 * Page statistics need the visitor's consent (src/domain/consent): the app sends no event without it, and the
 * server drops any that arrive anyway (an old tab, a crafted request), or that come with Global Privacy Control.
 * From the Cookie and Sec-GPC headers' text: the pixel is read both by the app and by its front door on Node.
 */
export function statisticsAllowed(cookie: string | undefined, gpc: string | undefined, now: number): boolean {
  return effectivePrivacy(privacyChoiceOf(cookie, gpc), now).grants.analytics;
}

/** The request's privacy choice: the `consent` cookie (a plain string) and the Global Privacy Control header. */
export function privacyChoice(c: Context): { consentCookie: string | null; signal: boolean } {
  return privacyChoiceOf(c.req.header('cookie'), c.req.header('sec-gpc'));
}

/** The same from the Cookie and Sec-GPC headers' text (hono's getCookie parses the cookie alike). */
export function privacyChoiceOf(cookie: string | undefined, gpc: string | undefined): { consentCookie: string | null; signal: boolean } {
  return { consentCookie: (cookie ? parse(cookie, 'consent')['consent'] : undefined) ?? null, signal: gpc?.trim() === '1' };
}

/** What a privacy choice means now (src/domain/consent): what it grants, and whether the visitor is still to be asked. */
export function effectivePrivacy(choice: { consentCookie: string | null; signal: boolean }, now: number): EffectiveConsent {
  return effectiveConsent(decodeConsent(choice.consentCookie), choice.signal, now);
}
