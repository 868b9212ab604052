import { cueText } from './cue-text';

/** One line of a subtitle track: when it shows and what it says (plain text, WebVTT tags removed). */
export interface TranscriptLine {
  /** Seconds from the start of the video. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const TIMING = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})[ \t]+-->[ \t]+((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})(?:[ \t].*)?$/;

/** `hh:mm:ss.ttt` or `mm:ss.ttt` in seconds; minutes and seconds past 59 are not a WebVTT timestamp. */
function seconds(stamp: string): number | null {
  const parts = stamp.split(':');
  const [whole, fraction] = parts.pop()!.split('.') as [string, string];
  const [hours, minutes] = parts.length === 2 ? parts.map(Number) : [0, Number(parts[0])];
  const secs = Number(whole);
  if (minutes! > 59 || secs > 59) return null;
  return hours! * 3600 + minutes! * 60 + secs + Number(fraction) / 1000;
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
    const timing = TIMING.exec(rows[at]!.trim());
    if (!timing) continue;
    const start = seconds(timing[1]!);
    const end = seconds(timing[2]!);
    if (start === null || end === null || end <= start) continue;
    const text = cueText(rows.slice(at + 1).join('\n'));
    if (text) lines.push({ start, end, text });
  }
  return lines;
}
