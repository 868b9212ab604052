import * as v from 'valibot';
import { Count, Id } from '../common.schemas';

/**
 * Why an episode may or may not play. `free`: within the free episodes; `share_unlocked`: the caller's share
 * links brought enough distinct visitors; `approved`: the caller's permission application was approved;
 * `locked`: none of these yet.
 */
export const PLAY_REASONS = ['free', 'share_unlocked', 'approved', 'locked'] as const;
export const PlayReason = v.picklist(PLAY_REASONS);

/** Answer of play-permission/{film_id}: enough for the UI to say plainly why and how an episode unlocks. */
export const PlayPermission = v.object({
  film_id: Id,
  episode_num: v.pipe(v.number(), v.integer(), v.minValue(1)),
  allowed: v.boolean(),
  reason: PlayReason,
  free_episodes: Count,
  visits_needed: Count,
  visits_so_far: Count,
  /** The caller's permission application: none sent, waiting, approved, or denied by an operator (may apply again). */
  application: v.picklist(['none', 'pending', 'approved', 'denied']),
  /** The operator's reply to the application, when there is one. */
  application_reply: v.optional(v.string()),
});
export type PlayPermission = v.InferOutput<typeof PlayPermission>;

/** Answer of share/{film_id}: the record to put in the shared link and how far the sharer has come. */
export const ShareRecord = v.object({
  share_record_id: Id,
  film_id: Id,
  visits_so_far: Count,
  visits_needed: Count,
});
export type ShareRecord = v.InferOutput<typeof ShareRecord>;

/**
 * Why a visit did or did not count: `counted`; `unknown_visitor` (no such visitor); `sharer` (the sharer's own
 * visit); `repeat` (counted before for this sharer's drama); `no_pass` (no unspent pass from loading the shared
 * page at this address in the last 30 minutes); `address_cap` (the address brought its daily number of visits).
 */
export const VISIT_VERDICTS = ['counted', 'unknown_visitor', 'sharer', 'repeat', 'no_pass', 'address_cap'] as const;

/** Answer of the visit confirmation: whether this visit counted (a distinct visitor, not the sharer). */
export const ShareVisit = v.object({
  counted: v.boolean(),
  reason: v.picklist(VISIT_VERDICTS),
  visits_so_far: Count,
  visits_needed: Count,
});
export type ShareVisit = v.InferOutput<typeof ShareVisit>;

/** Answer of create-feedback: a message is `received`; an application is `approved` or `pending` (review mode). */
export const FeedbackReceipt = v.object({
  id: Id,
  kind: v.picklist(['feedback', 'application']),
  status: v.picklist(['received', 'pending', 'approved']),
});
export type FeedbackReceipt = v.InferOutput<typeof FeedbackReceipt>;
