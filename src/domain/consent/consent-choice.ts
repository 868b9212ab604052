/**
 * The visitor's privacy choice (ePrivacy / GDPR): which optional purposes they allow. What is necessary for a
 * service the visitor asked for runs without asking (see PURPOSES); everything else waits for a yes.
 */

/** The purposes that need consent. */
export const OPTIONAL_PURPOSES = ['analytics', 'marketing'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

export type ConsentGrants = Readonly<Record<OptionalPurpose, boolean>>;

/** A choice the visitor made in the dialog. */
export interface ConsentChoice {
  readonly grants: ConsentGrants;
  /** When it was made (ms since the epoch), so it can be renewed after CONSENT_VALID_DAYS. */
  readonly decidedAt: number;
}

/** Bumped when the purposes change in a way that needs asking again. */
export const CONSENT_VERSION = 1;
/** A choice is asked again after six months (the CNIL's and EDPB's usual guidance). */
export const CONSENT_VALID_DAYS = 180;

export const ALL_GRANTED: ConsentGrants = { analytics: true, marketing: true };
export const NONE_GRANTED: ConsentGrants = { analytics: false, marketing: false };

/** What applies now: the stored choice, or nothing granted; Global Privacy Control always counts as a rejection. */
export interface EffectiveConsent {
  readonly grants: ConsentGrants;
  /** True while the visitor should be asked (no valid choice, no GPC signal). */
  readonly undecided: boolean;
  /** The browser sent Global Privacy Control: every optional purpose is refused whatever was stored. */
  readonly privacySignal: boolean;
}

export function effectiveConsent(choice: ConsentChoice | null, privacySignal: boolean, now: number): EffectiveConsent {
  const valid = choice !== null && now - choice.decidedAt < CONSENT_VALID_DAYS * 86_400_000 && choice.decidedAt <= now + 86_400_000;
  if (privacySignal) return { grants: NONE_GRANTED, undecided: false, privacySignal: true };
  if (!valid) return { grants: NONE_GRANTED, undecided: true, privacySignal: false };
  return { grants: choice.grants, undecided: false, privacySignal: false };
}

/** The cookie value: `v1.a1.m0.<decidedAt>`; short, no JSON, readable by the server too. */
export function encodeConsent(choice: ConsentChoice): string {
  const flag = (granted: boolean) => (granted ? '1' : '0');
  return `v${CONSENT_VERSION}.a${flag(choice.grants.analytics)}.m${flag(choice.grants.marketing)}.${Math.floor(choice.decidedAt)}`;
}

const ENCODED = /^v(\d+)\.a([01])\.m([01])\.(\d{1,15})$/;

/** The stored choice, or null when missing, malformed or from an older version of the purposes. */
export function decodeConsent(value: unknown): ConsentChoice | null {
  if (typeof value !== 'string') return null;
  const match = ENCODED.exec(value);
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { grants: { analytics: match[2] === '1', marketing: match[3] === '1' }, decidedAt: Number(match[4]) };
}

/**
 * The table the dialog, the privacy policy and the README show: each use of data or storage, and whether it runs
 * without asking (necessary for a service the visitor asked for) or only with the purpose's consent.
 */
export const PURPOSES = [
  { id: 'language', needs: 'necessary' },
  { id: 'signIn', needs: 'necessary' },
  { id: 'unlocks', needs: 'necessary' },
  { id: 'sharedVisit', needs: 'necessary' },
  { id: 'playback', needs: 'necessary' },
  { id: 'security', needs: 'necessary' },
  { id: 'consentRecord', needs: 'necessary' },
  { id: 'pageStats', needs: 'analytics' },
  { id: 'deviceFingerprint', needs: 'analytics' },
  { id: 'tagManagerStats', needs: 'analytics' },
  { id: 'tagManagerAds', needs: 'marketing' },
] as const satisfies ReadonlyArray<{ id: string; needs: 'necessary' | OptionalPurpose }>;

export type PurposeId = (typeof PURPOSES)[number]['id'];

/** Whether a use runs under the given grants. */
export function allows(grants: ConsentGrants, purpose: PurposeId): boolean {
  const entry = PURPOSES.find((item) => item.id === purpose);
  if (!entry) return false;
  return entry.needs === 'necessary' || grants[entry.needs];
}

/** The tag manager loads when any purpose it serves is granted; it is then told which (Consent Mode). */
export function tagManagerAllowed(grants: ConsentGrants): boolean {
  return allows(grants, 'tagManagerStats') || allows(grants, 'tagManagerAds');
}
