import * as v from 'valibot';
import { Count, FilmRef, Id, IsoDate, Lang, Uuid } from '../common.schemas';
import { CorrectedText, Moment, SubtitleReportKind } from '../film/subtitle-reports.schemas';

/** Which reports: still to decide (oldest first), or decided (newest decision first). */
export const SubtitleReportQueue = v.picklist(['pending', 'decided']);

/** A line of a track: its times in seconds and its text (WebVTT tags removed). */
export const SubtitleLine = v.object({ start: v.number(), end: v.number(), text: v.string() });

/**
 * A reported line in its context, read from the tracks served now: the line at the reported moment, the lines
 * before and after it, and the same moment in the drama's original language. `line` is null when the track has
 * no line there any more (or, for `missing`, never had).
 */
export const SubtitleReportItem = v.object({
  id: Id,
  kind: SubtitleReportKind,
  status: v.picklist(['pending', 'approved', 'rejected']),
  created_at: IsoDate,
  reporter: v.object({ id: Uuid, username: v.string() }),
  film: v.nullable(FilmRef),
  episode_num: Id,
  lang: Lang,
  at: Moment,
  /** The line as it read when reported (null for a missing line). */
  reported_text: v.nullable(v.string()),
  suggestion: v.nullable(v.string()),
  line: v.nullable(SubtitleLine),
  previous: v.nullable(SubtitleLine),
  next: v.nullable(SubtitleLine),
  /** The line at that moment in the drama's original language (null when that is the report's language or it has none there). */
  original: v.nullable(v.object({ lang: Lang, text: v.string() })),
  /** Once decided: by whom (the operator's e-mail address), when, the text applied and the track version it made. */
  decided_by: v.nullable(v.string()),
  decided_at: v.nullable(IsoDate),
  applied_text: v.nullable(v.string()),
  track_version: v.nullable(Count),
});
export type SubtitleReportItem = v.InferOutput<typeof SubtitleReportItem>;

/**
 * approve: the line becomes `text` (else the report's suggestion) in a new `correction` version of the track, served
 * under a new URL; for `missing` the line is added at the reported moment. reject: nothing changes.
 */
export const SubtitleReportDecision = v.object({
  decision: v.picklist(['approve', 'reject']),
  text: v.optional(CorrectedText),
});
