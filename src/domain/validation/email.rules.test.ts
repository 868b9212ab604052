import { describe, expect, it } from 'vitest';
import { EMAIL_CASES } from './email-cases.test-support';
import { isEmailAddress, normalizeEmail } from './email.rules';

describe('normalizeEmail', () => {
  it.each(EMAIL_CASES)('%j -> %j', (typed, kept) => {
    expect(normalizeEmail(typed)).toBe(kept);
    expect(isEmailAddress(typed)).toBe(kept !== null);
  });

  it('is idempotent: a kept address is kept as it is', () => {
    for (const [, kept] of EMAIL_CASES) if (kept !== null) expect(normalizeEmail(kept)).toBe(kept);
  });
});
