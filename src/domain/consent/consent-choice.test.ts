import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  allows,
  CONSENT_VALID_DAYS,
  decodeConsent,
  effectiveConsent,
  encodeConsent,
  NONE_GRANTED,
  PURPOSES,
  tagManagerAllowed,
  type ConsentChoice,
} from './consent-choice';

const day = 86_400_000;
const now = 1_800_000_000_000;
const statsOnly: ConsentChoice = { grants: { analytics: true, marketing: false }, decidedAt: now - day };

describe('effectiveConsent', () => {
  it.each([
    ['no choice, no signal: ask, nothing granted', null, false, now, { grants: NONE_GRANTED, undecided: true, privacySignal: false }],
    ['a fresh choice applies', statsOnly, false, now, { grants: statsOnly.grants, undecided: false, privacySignal: false }],
    ['GPC rejects even a stored yes, and is not asked', statsOnly, true, now, { grants: NONE_GRANTED, undecided: false, privacySignal: true }],
    ['GPC without a choice: not asked', null, true, now, { grants: NONE_GRANTED, undecided: false, privacySignal: true }],
    [
      'a choice older than its validity is asked again',
      statsOnly,
      false,
      now + CONSENT_VALID_DAYS * day,
      { grants: NONE_GRANTED, undecided: true, privacySignal: false },
    ],
    [
      'a choice dated in the future (clock games) is asked again',
      { ...statsOnly, decidedAt: now + 3 * day },
      false,
      now,
      { grants: NONE_GRANTED, undecided: true, privacySignal: false },
    ],
  ] as const)('%s', (_name, choice, signal, at, expected) => {
    expect(effectiveConsent(choice, signal, at)).toEqual(expected);
  });
});

describe('consent cookie value', () => {
  it.each([
    [{ grants: ALL_GRANTED, decidedAt: 1_700_000_000_000 }, 'v1.a1.m1.1700000000000'],
    [{ grants: NONE_GRANTED, decidedAt: 5 }, 'v1.a0.m0.5'],
    [statsOnly, `v1.a1.m0.${now - day}`],
  ])('round-trips %j', (choice, encoded) => {
    expect(encodeConsent(choice)).toBe(encoded);
    expect(decodeConsent(encoded)).toEqual(choice);
  });

  it.each([null, undefined, 42, '', 'v2.a1.m1.5', 'v1.a2.m1.5', 'v1.a1.m1.', 'v1.a1.m1.5;x', '{"a":1}', `v1.a1.m1.${'9'.repeat(16)}`])(
    'reads %j as no choice',
    (raw) => expect(decodeConsent(raw)).toBeNull(),
  );
});

describe('purposes', () => {
  it.each([
    ['sharedVisit', NONE_GRANTED, true],
    ['unlocks', NONE_GRANTED, true],
    ['language', NONE_GRANTED, true],
    ['pageStats', NONE_GRANTED, false],
    ['pageStats', { analytics: true, marketing: false }, true],
    ['deviceFingerprint', { analytics: false, marketing: true }, false],
    ['tagManagerAds', { analytics: false, marketing: true }, true],
  ] as const)('%s under %j: %s', (purpose, grants, expected) => {
    expect(allows(grants, purpose)).toBe(expected);
  });

  it.each([
    [NONE_GRANTED, false],
    [{ analytics: true, marketing: false }, true],
    [{ analytics: false, marketing: true }, true],
    [ALL_GRANTED, true],
  ])('tag manager under %j: %s', (grants, expected) => expect(tagManagerAllowed(grants)).toBe(expected));

  it('has unique ids', () => expect(new Set(PURPOSES.map((p) => p.id)).size).toBe(PURPOSES.length));
});
