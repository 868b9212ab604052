import * as v from 'valibot';
import { defineCall } from '../call';
import { paged, PageQuery } from '../envelope';
import { IdParam } from '../query.schemas';
import { Count, Uuid } from '../common.schemas';
import { ModeratedComment, ModerationDecision, ModerationQueue } from './moderation.schemas';

/** The queue, heaviest first (summed reporter weights), then the oldest report. */
export const adminModerationQueue = defineCall({
  id: 'adminModerationQueue',
  method: 'GET',
  path: '/api/admin/comments',
  summary: 'Reported or hidden comments with their weighed reports',
  tag: 'admin',
  auth: 'required',
  query: v.object({ ...PageQuery, queue: v.optional(ModerationQueue, 'reported') }),
  data: paged(ModeratedComment),
});

/** Restores, keeps hidden or deletes a comment; later reports no longer hide it by themselves. Audited. */
export const adminDecideComment = defineCall({
  id: 'adminDecideComment',
  method: 'POST',
  path: '/api/admin/comments/:id/decide',
  summary: 'Decide on a reported or hidden comment',
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam }),
  body: v.object({ decision: ModerationDecision }),
  data: ModeratedComment,
});

/** Hides every visible comment of a member (admin.member_not_found for an unknown id). Audited. */
export const adminHideMemberComments = defineCall({
  id: 'adminHideMemberComments',
  method: 'POST',
  path: '/api/admin/members/:member_id/hide-comments',
  summary: 'Hide every comment of a member',
  tag: 'admin',
  auth: 'required',
  params: v.object({ member_id: Uuid }),
  data: v.object({ hidden: Count }),
});
