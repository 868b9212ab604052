import * as v from 'valibot';
import { Count, FilmRef, Id, IsoDate, Text, Uuid } from '../common.schemas';

/** The operator's answer shown to the member on the lock panel; empty means no reply. */
export const APPLICATION_REPLY_MAX = 500;

export const ApplicationStatus = v.picklist(['pending', 'approved', 'denied']);

/** A member's earlier applications and activity, so the operator can judge the request. */
export const ApplicantHistory = v.object({
  member_since: IsoDate,
  applications: Count,
  approved: Count,
  denied: Count,
  comments: Count,
  hidden_comments: Count,
});

/** One permission application as the review queue shows it. */
export const ApplicationItem = v.object({
  id: Id,
  status: ApplicationStatus,
  created_at: IsoDate,
  decided_at: v.nullable(IsoDate),
  reply: v.nullable(v.string()),
  member: v.object({ id: Uuid, username: v.string(), email: v.string() }),
  film: v.nullable(FilmRef),
  message: v.nullable(v.string()),
  history: ApplicantHistory,
});
export type ApplicationItem = v.InferOutput<typeof ApplicationItem>;

export const ApplicationDecision = v.object({
  decision: v.picklist(['approve', 'deny']),
  reply: v.optional(v.pipe(Text, v.trim(), v.maxLength(APPLICATION_REPLY_MAX))),
});
