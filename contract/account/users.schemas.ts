import * as v from 'valibot';
import { Text, Uuid } from '../common.schemas';

/**
 * An e-mail address as the contract checks it: its shape only (one @, something either side, no spaces). The
 * contract may not import src/domain, so the server applies the site's e-mail rule (src/domain/validation/
 * email.rules.ts: internationalised addresses, IDN domains kept in ASCII) and answers `validation.email` past it.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/u;
export const Email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(EMAIL_SHAPE));

export const PASSWORD_MIN = 8;
export const Password = v.pipe(Text, v.minLength(PASSWORD_MIN), v.maxLength(128));

/** Verification codes are 6 digits. */
export const VerificationCode = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/));

export const USERNAME_MAX = 32;
export const Username = v.pipe(Text, v.trim(), v.minLength(2), v.maxLength(USERNAME_MAX));

/** An avatar is a path on the site (`/media/avatars/3.png`), one of the avatars call's choices. */
export const AvatarPath = v.pipe(v.string(), v.regex(/^\/[\w\-./]+$/), v.maxLength(200));

/** The signed-in member (spec section 3: id, username, email, avatar_path). */
export const UserInfo = v.object({
  id: Uuid,
  username: v.string(),
  email: v.string(),
  avatar_path: v.nullable(v.string()),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/** Login and register answer the bearer token as `uuid` (spec section 3); it is opaque, at least 128 bits. */
export const Session = v.object({
  uuid: v.pipe(v.string(), v.minLength(22)),
});
export type Session = v.InferOutput<typeof Session>;

/** create (visitor) answers the visitor id, kept by the SPA as its fingerprint id. */
export const VisitorId = v.object({
  uuid: Uuid,
});
export type VisitorId = v.InferOutput<typeof VisitorId>;
