import { cueTiming } from '../subtitles/webvtt-check';
import { cueText } from './cue-text';

/** One line of a subtitle track: when it shows and what it says (plain text, WebVTT tags removed). */
export interface TranscriptLine {
  /** Seconds from the start of the video. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * The cues of a WebVTT file as transcript lines, in file order. Blocks without a timing line (the header, NOTE,
 * STYLE, REGION) are skipped, as are cues whose timing is malformed, runs backwards or whose text is empty once
 * its tags are removed: a transcript shows what the player would show, nothing more.
 */
export function parseWebVtt(source: string): TranscriptLine[] {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const lines: TranscriptLine[] = [];
  for (const block of blocks) {
    const rows = block.split('\n');
    const at = rows.findIndex((row) => row.includes('-->'));
    // A timing line is the cue's first row, or its second after an identifier.
    if (at < 0 || at > 1) continue;
    // The timing reader of the track check (webvtt-check.ts): what it refuses, a transcript skips.
    const timing = cueTiming(rows[at]!.trim());
    if (!timing || timing.end <= timing.start) continue;
    const { start, end } = timing;
    const text = cueText(rows.slice(at + 1).join('\n'));
    if (text) lines.push({ start, end, text });
  }
  return lines;
}
