import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notifications/notifications.schemas';

/*
 * An unsubscribe link's token: `<member id>.<kind>.<signature>`, the signature an HMAC-SHA256 of the member and the
 * kind under a key of that member's own (32 random bytes, kept in notification_settings). So a token turns off one
 * kind for one member, nobody can make one without the key, changing any part of it breaks the signature, and
 * nothing needs a server-wide secret in the configuration. Tokens do not expire: a mail's link keeps working.
 */

const TOKEN = new RegExp(`^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(${NOTIFICATION_KINDS.join('|')})\\.([A-Za-z0-9_-]{43})$`);

/** A new member key (base64url of 32 random bytes). */
export const newUnsubscribeKey = (): string => randomBytes(32).toString('base64url');

const signature = (key: string, userId: string, kind: NotificationKind) =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(`unsubscribe:${userId}:${kind}`).digest();

/** The token of one member and kind. */
export function signUnsubscribeToken(key: string, userId: string, kind: NotificationKind): string {
  return `${userId}.${kind}.${signature(key, userId, kind).toString('base64url')}`;
}

/** The member and kind a token names, before its signature is checked; undefined when it is not a token at all. */
export function readUnsubscribeToken(token: string): { userId: string; kind: NotificationKind; signature: Buffer } | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  return { userId: match[1]!, kind: match[2] as NotificationKind, signature: Buffer.from(match[3]!, 'base64url') };
}

/** Whether the token's signature is the member key's (compared in constant time). */
export function unsubscribeSignatureValid(key: string, token: { userId: string; kind: NotificationKind; signature: Buffer }): boolean {
  const expected = signature(key, token.userId, token.kind);
  return token.signature.length === expected.length && timingSafeEqual(token.signature, expected);
}
