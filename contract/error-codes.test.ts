import { describe, expect, it } from 'vitest';
import { codeOf, ErrorCodes } from './error-codes';

describe('message keys', () => {
  it('are dotted lower-case keys with an error body code', () => {
    for (const [key, { code }] of Object.entries(ErrorCodes)) {
      expect(key).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(code, key).toBeGreaterThanOrEqual(400);
      expect(code, key).toBeLessThan(600);
    }
  });

  it.each([
    ['auth.required', 401],
    ['film.not_found', 404],
    ['play.locked', 403],
    ['auth.email_taken', 409],
    ['auth.rate_limited', 429],
    ['validation.email', 400],
    ['validation.image_urls.0', 400],
    ['something.unknown', 500],
  ])('%s has body code %i', (key, code) => {
    expect(codeOf(key)).toBe(code);
  });

  it('never answers 401 for a wrong password, which would reopen the login modal', () => {
    expect(ErrorCodes['auth.wrong_password'].code).not.toBe(401);
    expect(ErrorCodes['auth.code_invalid'].code).not.toBe(401);
  });
});
