import * as v from 'valibot';
import { defineCall } from '../call';
import { Count, IsoDate, Uuid } from '../common.schemas';
import { AccountExport, AccountOverview, AccountProof, NewPassword, SessionInfo } from './account.schemas';
import { Email, UserInfo, VerificationCode } from './users.schemas';

const exactlyOneProof = <T extends { current_password?: string; code?: string }>(body: T) => (body.current_password ? 1 : 0) + (body.code ? 1 : 0) === 1;
/** exactlyOneProof as the OpenAPI document states it: exactly one of the two, not empty. */
const exactlyOneProofStated = {
  oneOf: [
    { required: ['current_password'], properties: { current_password: { minLength: 1 } } },
    { required: ['code'], properties: { code: { minLength: 1 } } },
  ],
};

/** The account settings screen: e-mail, whether a password is set, whether Google is linked. */
export const account = defineCall({
  id: 'account',
  method: 'GET',
  path: '/api/users/account',
  summary: "The signed-in member's account settings (added: not in the spec)",
  tag: 'account',
  auth: 'required',
  data: AccountOverview,
});

/** Mails a 6-digit code to the member's own address, to confirm a password change or the deletion without a password. */
export const sendAccountCode = defineCall({
  id: 'sendAccountCode',
  method: 'POST',
  path: '/api/users/send_account_code',
  summary: 'Mail a confirmation code to the signed-in member (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  data: v.object({ resend_after_seconds: Count }),
});

/**
 * Sets a new password after the current one or a code from send_account_code; every other session of the member
 * is signed out and the member gets a notice mail. Answers how many sessions were signed out.
 */
export const changePassword = defineCall({
  id: 'changePassword',
  method: 'POST',
  path: '/api/users/change_password',
  summary: 'Change the password; signs out every other session (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  body: v.pipe(
    v.object({ ...AccountProof, new_password: NewPassword }),
    v.check(exactlyOneProof, 'validation.account_proof'),
    v.metadata(exactlyOneProofStated),
  ),
  data: v.object({ signed_out_sessions: Count }),
});

/** Mails a code to the new address (a notice instead when it belongs to another member, so addresses cannot be probed). */
export const requestEmailChange = defineCall({
  id: 'requestEmailChange',
  method: 'POST',
  path: '/api/users/request_email_change',
  summary: 'Start an e-mail change: a code goes to the new address (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  body: v.object({ new_email: Email }),
  data: v.object({ resend_after_seconds: Count }),
});

/** Switches the member to the new address with the code mailed there; the old address gets a notice. */
export const confirmEmailChange = defineCall({
  id: 'confirmEmailChange',
  method: 'POST',
  path: '/api/users/confirm_email_change',
  summary: 'Finish an e-mail change with the code sent to the new address (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  body: v.object({ new_email: Email, code: VerificationCode }),
  data: UserInfo,
});

/** The member's live sessions, the current one first, then by last use. */
export const sessions = defineCall({
  id: 'sessions',
  method: 'GET',
  path: '/api/users/sessions',
  summary: 'Where the member is signed in (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  data: v.array(SessionInfo),
});

/** Signs out one session of the member (the current one too, like logout). */
export const revokeSession = defineCall({
  id: 'revokeSession',
  method: 'POST',
  path: '/api/users/revoke_session',
  summary: 'Sign out one session (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  body: v.object({ session_id: Uuid }),
  data: v.object({ signed_out_sessions: Count }),
});

/** Signs out every session of the member but the current one. */
export const revokeOtherSessions = defineCall({
  id: 'revokeOtherSessions',
  method: 'POST',
  path: '/api/users/revoke_other_sessions',
  summary: 'Sign out everywhere else (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  data: v.object({ signed_out_sessions: Count }),
});

/** Everything the server holds about the member, as one documented JSON document (AccountExport). */
export const exportAccount = defineCall({
  id: 'exportAccount',
  method: 'GET',
  path: '/api/users/export',
  summary: 'Download my data (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  data: AccountExport,
});

/**
 * Requests the deletion of the account, confirmed by the password or a code: every session is signed out and the
 * member is erased after the grace period (ACCOUNT_DELETION_GRACE_DAYS) unless they sign in before `erase_after`.
 */
export const deleteAccount = defineCall({
  id: 'deleteAccount',
  method: 'POST',
  path: '/api/users/delete_account',
  summary: 'Delete my account after a grace period; signing in cancels it (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  body: v.pipe(v.object(AccountProof), v.check(exactlyOneProof, 'validation.account_proof'), v.metadata(exactlyOneProofStated)),
  data: v.object({ erase_after: IsoDate }),
});
