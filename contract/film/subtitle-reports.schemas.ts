import * as v from 'valibot';
import { Id, IsoDate, Lang, Text } from '../common.schemas';

/** What is wrong with a line: its words, its timing, its content, or a line the track lacks at that moment. */
export const SUBTITLE_REPORT_KINDS = ['mistranslated', 'mistimed', 'offensive', 'missing'] as const;
export type SubtitleReportKind = (typeof SUBTITLE_REPORT_KINDS)[number];
export const SubtitleReportKind = v.picklist(SUBTITLE_REPORT_KINDS);

/** The longest corrected text a report (or an operator's edit) may carry: a subtitle line is a sentence or two. */
export const SUGGESTION_MAX = 300;
/** The longest episode a moment may name, in seconds (a day; the episode's own length is checked by the server). */
const MOMENT_MAX = 86_400;

/** A moment of the episode, in seconds (milliseconds kept). */
export const Moment = v.pipe(v.number(), v.minValue(0), v.maxValue(MOMENT_MAX));

/** A corrected line: plain text (WebVTT markup is written as text), not blank, at most SUGGESTION_MAX characters. */
export const CorrectedText = v.pipe(Text, v.trim(), v.minLength(1), v.maxLength(SUGGESTION_MAX));

/**
 * A member's report of one line. `at`: the start of the line on screen (or the last one shown); for `missing`, the
 * moment the line is missing. The server reads the line at `at` from the track served now.
 */
export const SubtitleReportInput = v.object({
  film_id: Id,
  episode_num: Id,
  lang: Lang,
  at: Moment,
  kind: SubtitleReportKind,
  /** The corrected text, optional (needed before an operator can approve a `missing` line). */
  suggestion: v.optional(CorrectedText),
});

/** The report as filed: pending until an operator decides (the reporter gets a notice then). */
export const FiledSubtitleReport = v.object({
  id: Id,
  status: v.picklist(['pending', 'approved', 'rejected']),
  created_at: IsoDate,
});
