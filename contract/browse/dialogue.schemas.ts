import * as v from 'valibot';
import { Id, MediaUrl } from '../common.schemas';

/** How many dramas a dialogue search lists at most (one line each). */
export const DIALOGUE_MATCHES_MAX = 20;

/**
 * A line of dialogue that matched a search, in the drama that speaks it: one line per drama, the best match (then
 * the earliest episode). Only lines anyone may read are searched: every line of an episode free to all, the first
 * three of a locked one (what its transcript page shows a visitor, LOCKED_TRANSCRIPT_LINES).
 */
export const DialogueMatch = v.object({
  film_id: Id,
  /** The drama's title in the request's language (English when it has none). */
  film_title: v.string(),
  poster_url: MediaUrl,
  /** The episode's video id: its page is `/playlet/{film_id}/videos/{episode_id}.html`, opened at `?t={start}`. */
  episode_id: Id,
  episode_num: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Seconds from the start of the episode to the line (three decimals at most). */
  start: v.pipe(v.number(), v.minValue(0)),
  /** The line as spoken in the request's language: plain text, never markup. */
  line: v.string(),
});
export type DialogueMatch = v.InferOutput<typeof DialogueMatch>;
