import type { LineReportKind } from '../subtitles/line-report';

/** Which line reports the console shows: still to decide, or decided. */
export type LineReportQueueName = 'pending' | 'decided';

/** A line of a track, with its times in seconds. */
export interface TrackLine {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A member's report of a subtitle line, with the line in its context as the tracks read now. */
export interface ReportedLineItem {
  readonly id: number;
  readonly kind: LineReportKind;
  readonly status: 'pending' | 'approved' | 'rejected';
  readonly createdAt: string;
  readonly reporter: { readonly id: string; readonly username: string };
  readonly film: { readonly id: number; readonly title: string } | null;
  readonly episodeNum: number;
  readonly lang: string;
  readonly at: number;
  readonly reportedText: string | null;
  readonly suggestion: string | null;
  readonly line: TrackLine | null;
  readonly previous: TrackLine | null;
  readonly next: TrackLine | null;
  /** The same moment in the drama's original language. */
  readonly original: { readonly lang: string; readonly text: string } | null;
  readonly decidedBy: string | null;
  readonly decidedAt: string | null;
  readonly appliedText: string | null;
  readonly trackVersion: number | null;
}

/** approve (with the text to apply, else the suggestion) or reject. */
export type LineReportDecision = { readonly decision: 'approve'; readonly text: string | null } | { readonly decision: 'reject' };
