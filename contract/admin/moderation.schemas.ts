import * as v from 'valibot';
import { Count, FilmRef, Id, IsoDate, Uuid } from '../common.schemas';

/** Which queue: visible comments with undecided reports, or comments hidden by reports awaiting a decision. */
export const ModerationQueue = v.picklist(['reported', 'hidden']);

/**
 * One report with its reporter's record: reports decided before (upheld: the comment was kept hidden or
 * removed; rejected: it was restored) and the weight (upheld + 1) / (upheld + rejected + 2) they give it.
 */
export const WeighedReport = v.object({
  reporter: v.object({ id: Uuid, username: v.string() }),
  reason: v.picklist(['spam', 'abuse', 'spoiler', 'other']),
  created_at: IsoDate,
  upheld: Count,
  rejected: Count,
  weight: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});

/** A comment in the moderation queue, its reports, and their summed weight (the queue's order). */
export const ModeratedComment = v.object({
  id: Id,
  content: v.string(),
  lang: v.string(),
  state: v.picklist(['visible', 'hidden', 'removed']),
  created_at: IsoDate,
  is_reply: v.boolean(),
  author: v.object({ id: Uuid, username: v.string(), email: v.string() }),
  film: v.nullable(FilmRef),
  reports: v.array(WeighedReport),
  score: v.pipe(v.number(), v.minValue(0)),
});
export type ModeratedComment = v.InferOutput<typeof ModeratedComment>;

/** restore: visible again (its reports rejected); keep_hidden / delete: its reports upheld (delete removes it for good from everyone but its author). */
export const ModerationDecision = v.picklist(['restore', 'keep_hidden', 'delete']);
