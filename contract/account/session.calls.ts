import * as v from 'valibot';
import { defineCall } from '../call';
import { Text } from '../common.schemas';
import { UserInfo, VisitorId } from './users.schemas';

/*
 * The users calls every page makes (the signed-in member, the visitor, signing out), apart from users.calls.ts,
 * which re-exports them: a bundle splits by file, and the app's first chunk then holds only these.
 */

export const getUser = defineCall({
  id: 'getUser',
  method: 'GET',
  path: '/api/users/get_user',
  summary: 'The signed-in member',
  tag: 'account',
  auth: 'required',
  data: UserInfo,
});

/** The same x_u_key always answers the same visitor uuid. */
export const createVisitor = defineCall({
  id: 'createVisitor',
  method: 'POST',
  path: '/api/users/create',
  summary: 'Create (or find) the visitor of a device fingerprint',
  tag: 'account',
  auth: 'none',
  body: v.object({ x_u_key: v.pipe(Text, v.minLength(8), v.maxLength(128)) }),
  data: VisitorId,
});

export const logout = defineCall({
  id: 'logout',
  method: 'POST',
  path: '/api/users/logout',
  summary: 'Sign out: revoke the bearer token (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  data: v.object({ signed_out: v.literal(true) }),
});
