import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { decodeConsent, effectiveConsent } from '../../../src/domain/consent/consent-choice';

/**
 * Page statistics need the visitor's consent (src/domain/consent): the app sends no event without it, and the
 * server drops any that arrive anyway (an old tab, a crafted request), or that come with Global Privacy Control.
 */
export function statisticsAllowed(c: Context, now: number): boolean {
  const privacySignal = c.req.header('sec-gpc')?.trim() === '1';
  return effectiveConsent(decodeConsent(getCookie(c, 'consent')), privacySignal, now).grants.analytics;
}
