import * as v from 'valibot';
import { Id } from '../common.schemas';

/** Answer of create-feedback: a message is `received`; an application is `approved` or `pending` (review mode). */
export const FeedbackReceipt = v.object({
  id: Id,
  kind: v.picklist(['feedback', 'application']),
  status: v.picklist(['received', 'pending', 'approved']),
});
export type FeedbackReceipt = v.InferOutput<typeof FeedbackReceipt>;
