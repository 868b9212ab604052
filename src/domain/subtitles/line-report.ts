/** What is wrong with a subtitle line (issue 33, item 2). */
export const LINE_REPORT_KINDS = ['mistranslated', 'mistimed', 'offensive', 'missing'] as const;
export type LineReportKind = (typeof LINE_REPORT_KINDS)[number];

/** The longest corrected text a member may send (the server's limit). */
export const LINE_SUGGESTION_MAX = 300;

/** The line a report is about: the episode, the track's language, the moment and the words on screen. */
export interface ReportedLine {
  readonly filmId: number;
  readonly episodeNumber: number;
  readonly language: string;
  /** The start of the line reported, or the moment a line is missing (seconds). */
  readonly at: number;
  /** The line as shown; null when none was shown yet (a missing line). */
  readonly text: string | null;
}

/** A report as sent: the line, what is wrong and, optionally, the corrected text. */
export interface LineReport extends ReportedLine {
  readonly kind: LineReportKind;
  readonly suggestion: string | null;
}

export const isLineReportKind = (value: unknown): value is LineReportKind => (LINE_REPORT_KINDS as readonly unknown[]).includes(value);

/** The corrected text as sent: trimmed, none when blank. */
export function suggestionOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
