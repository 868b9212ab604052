import * as v from 'valibot';
import { Count, Id, Lang } from '../common.schemas';

/** How many lines a locked episode's transcript shows: a taste of the dialogue, as its poster shows a taste of the picture. */
export const LOCKED_TRANSCRIPT_LINES = 3;

/** One subtitle line: seconds from the start of the episode, and its plain text (never markup). */
export const TranscriptLine = v.object({
  start: v.pipe(v.number(), v.minValue(0)),
  end: v.pipe(v.number(), v.minValue(0)),
  text: v.string(),
});

/**
 * An episode's words in one language. A locked episode answers only its first LOCKED_TRANSCRIPT_LINES lines with
 * `locked` true (the rest unlocks with the video); `total_lines` counts them all either way.
 */
export const Transcript = v.object({
  film_id: Id,
  /** The episode's video id: its page is `/playlet/{film_id}/videos/{episode_id}.html`, where each line links to (`?t=`). */
  episode_id: Id,
  episode_num: v.pipe(v.number(), v.integer(), v.minValue(1)),
  lang: Lang,
  locked: v.boolean(),
  lines: v.array(TranscriptLine),
  total_lines: Count,
});
export type Transcript = v.InferOutput<typeof Transcript>;
