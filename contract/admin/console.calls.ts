import * as v from 'valibot';
import { defineCall } from '../call';
import { paged, PageQuery } from '../envelope';
import { AuditEntry, Operator } from './console.schemas';

/*
 * The console's own calls. Every /api/admin/... call needs a member (401 auth.required) whose e-mail is listed in
 * ADMIN_EMAILS (403 admin.forbidden otherwise, also for paths that name no call).
 */

/** The SPA asks this first: a non-operator gets the 404 screen. */
export const adminMe = defineCall({
  id: 'adminMe',
  method: 'GET',
  path: '/api/admin/me',
  summary: 'The operator the console is open for (403 for everyone else)',
  tag: 'admin',
  auth: 'required',
  data: Operator,
});

/** Newest first; `action` filters by an action's prefix (`application.`, `comment.`). */
export const adminAuditLog = defineCall({
  id: 'adminAuditLog',
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'Operator actions, newest first',
  tag: 'admin',
  auth: 'required',
  query: v.object({ ...PageQuery, action: v.optional(v.pipe(v.string(), v.regex(/^[a-z_.]{1,40}$/))) }),
  data: paged(AuditEntry),
});
