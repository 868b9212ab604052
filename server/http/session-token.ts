import { createHash, randomBytes } from 'node:crypto';

/** Session lifetime: 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new bearer token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token (and of any other secret we only need to compare). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
