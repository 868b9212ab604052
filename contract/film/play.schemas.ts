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
  /**
   * Whom the counts and the application are about: `anonymous` (no one known: a page rendered for every visitor),
   * the `visitor` of the Fingerprint header, or the signed-in `member`. A client that knows more about its caller
   * than an answer did asks again.
   */
  caller: v.picklist(['anonymous', 'visitor', 'member']),
});
export type PlayPermission = v.InferOutput<typeof PlayPermission>;
