import * as v from 'valibot';
import { defineCall } from '../call';
import { Text } from '../common.schemas';
import { AvatarPath, Email, Password, Session, UserInfo, Username, VerificationCode } from './users.schemas';

// Every page's session and visitor calls live in session.calls.ts (the app's first chunk holds only them).
export { createVisitor, getUser, logout } from './session.calls';

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Registers a member; the code comes from send_verification_code. Answers the bearer token. */
export const register = defineCall({
  id: 'register',
  method: 'POST',
  path: '/api/users/register',
  summary: 'Register with e-mail, password and the e-mailed verification code',
  tag: 'account',
  auth: 'none',
  body: v.object({ email: Email, password: Password, code: VerificationCode }),
  data: Session,
});

/**
 * Sends a 6-digit code (valid 10 minutes, single use, 5 tries); at most one per e-mail every 30 s.
 * `purpose` register refuses an e-mail already taken; login (default) requires an existing member.
 */
export const sendVerificationCode = defineCall({
  id: 'sendVerificationCode',
  method: 'POST',
  path: '/api/users/send_verification_code',
  summary: 'Send a verification code by e-mail',
  tag: 'account',
  auth: 'none',
  body: v.object({ email: Email, purpose: v.optional(v.picklist(['register', 'login']), 'login') }),
  data: v.object({ resend_after_seconds: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

/** Password login or code login: exactly one of password and code is non-empty (the SPA may send the other as ''). */
export const login = defineCall({
  id: 'login',
  method: 'POST',
  path: '/api/users/login',
  summary: 'Sign in with e-mail and either password or verification code',
  tag: 'account',
  auth: 'none',
  body: v.pipe(
    v.object({ email: Email, password: v.optional(Text), code: v.optional(Text) }),
    v.check((body) => blank(body.password) !== blank(body.code), 'validation.credentials'),
    // The check above, as the OpenAPI document states it: exactly one of them has a non-space character.
    v.metadata({
      oneOf: [
        { required: ['password'], properties: { password: { pattern: '\\S' } } },
        { required: ['code'], properties: { code: { pattern: '\\S' } } },
      ],
    }),
  ),
  data: Session,
});

/** Exchanges the Google authorization code (OpenID Connect); `code_verifier` when the SPA used PKCE. */
export const googleCallback = defineCall({
  id: 'googleCallback',
  method: 'GET',
  path: '/api/users/google-callback',
  summary: 'Sign in with Google: exchange the authorization code',
  tag: 'account',
  auth: 'none',
  query: v.object({
    code: v.pipe(Text, v.minLength(1)),
    redirect_uri: v.pipe(Text, v.url()),
    code_verifier: v.optional(v.pipe(Text, v.minLength(43), v.maxLength(128))),
  }),
  data: Session,
});

/** Changes the username and/or the avatar; at least one of them. */
export const updateUser = defineCall({
  id: 'updateUser',
  method: 'POST',
  path: '/api/users/update_user',
  summary: 'Change username and/or avatar',
  tag: 'account',
  auth: 'required',
  body: v.pipe(
    v.object({ username: v.optional(Username), avatar_path: v.optional(AvatarPath) }),
    v.check((body) => body.username !== undefined || body.avatar_path !== undefined, 'validation.update_user'),
    v.metadata({ anyOf: [{ required: ['username'] }, { required: ['avatar_path'] }] }),
  ),
  data: UserInfo,
});

export const avatars = defineCall({
  id: 'avatars',
  method: 'GET',
  path: '/api/users/avatars',
  summary: 'The avatars a member may pick for update_user (added: not in the spec)',
  tag: 'account',
  auth: 'none',
  data: v.array(AvatarPath),
});
