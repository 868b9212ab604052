import * as v from 'valibot';
import { defineCall } from '../call';
import { paged, PageQuery } from '../envelope';
import { IdParam } from '../query.schemas';
import { ApplicationDecision, ApplicationItem } from './applications.schemas';

/** Pending ones oldest first (a queue); decided ones newest first. */
export const adminApplications = defineCall({
  id: 'adminApplications',
  method: 'GET',
  path: '/api/admin/applications',
  summary: 'Permission applications to review, with the member, the drama and the member history',
  tag: 'admin',
  auth: 'required',
  query: v.object({ ...PageQuery, status: v.optional(v.picklist(['pending', 'approved', 'denied']), 'pending') }),
  data: paged(ApplicationItem),
});

/**
 * Approves (the drama unlocks for the member at once) or denies, with an optional reply shown on the member's
 * lock panel. A decided application answers admin.application_decided (409); the operator's decision is audited.
 */
export const adminDecideApplication = defineCall({
  id: 'adminDecideApplication',
  method: 'POST',
  path: '/api/admin/applications/:id/decide',
  summary: 'Approve or deny a permission application',
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam }),
  body: ApplicationDecision,
  data: ApplicationItem,
});
