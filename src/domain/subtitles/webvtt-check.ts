/**
 * The check a subtitle track passes before the catalog keeps it (an operator's upload, the catalog import): WebVTT as
 * the player reads it, and nothing in it a browser could run. Pure, so the console checks a file before sending it
 * and the server checks it again with the same rules.
 */

/** Largest track accepted: an episode of a few minutes has a few hundred lines, some 10-40 KB. */
export const MAX_TRACK_BYTES = 1024 * 1024;
/** A cue may end this little after the video (encoders round the last frame). */
const END_TOLERANCE_SECONDS = 0.5;

export type TrackProblem =
  /** The first line is not `WEBVTT`, or the file holds bytes text never has. */
  | 'signature'
  /** A timing line that is not `start --> end`, or an end not after its start. */
  | 'timing'
  /** A cue that starts before the one above it. */
  | 'order'
  /** A cue that ends after the video does. */
  | 'past_end'
  /** Markup other than WebVTT's own tags (`<script>`, `<img>`, links...), or a STYLE block. */
  | 'markup'
  /** A timing with no text under it, or a file with no cue at all. */
  | 'empty'
  /** More than MAX_TRACK_BYTES. */
  | 'too_large';

export type TrackCheck = { ok: true; cues: number } | { ok: false; problem: TrackProblem; line: number };

/** The message key of each problem (contract/error-codes.ts; texts in the locale files). */
export const TRACK_PROBLEM_KEYS: Readonly<Record<TrackProblem, string>> = {
  signature: 'media.subtitle_invalid',
  timing: 'media.subtitle_timing',
  order: 'media.subtitle_order',
  past_end: 'media.subtitle_past_end',
  markup: 'media.subtitle_markup',
  empty: 'media.subtitle_empty',
  too_large: 'media.too_large',
};

const TIMING = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})[ \t]+-->[ \t]+(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})(?:[ \t]+.*)?$/;
/** WebVTT's cue tags: class, italic, bold, underline, ruby, voice, language, and in-cue timestamps; and their ends. */
const CUE_TAG = /^<(?:\/?(?:c|i|b|u|ruby|rt|v|lang)(?:\.[\w-]+)*(?:[ \t][^<>]*)?|\/(?:c|i|b|u|ruby|rt|v|lang)|(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})>$/;
const TAG = /<[^>]*>?/g;

const seconds = (h: string | undefined, m: string, s: string, ms: string) => Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** A cue's `start --> end` line (settings after it allowed) in seconds; null for anything else. */
export function cueTiming(line: string): { start: number; end: number } | null {
  const timing = TIMING.exec(line);
  return timing ? { start: seconds(timing[1], timing[2]!, timing[3]!, timing[4]!), end: seconds(timing[5], timing[6]!, timing[7]!, timing[8]!) } : null;
}

/** True when a cue's text line holds only WebVTT's own tags (a `<` that opens anything else is refused). */
function plainCueLine(line: string): boolean {
  for (const tag of line.match(TAG) ?? []) if (!CUE_TAG.test(tag)) return false;
  return true;
}

/**
 * Checks `text` (the file as UTF-8 text; `byteLength` its size) against a video of `durationSeconds` (null: not
 * known, the end is not checked). Answers the cue count, or the first problem with its 1-based line.
 */
export function checkWebVtt(text: string, byteLength: number, durationSeconds: number | null): TrackCheck {
  if (byteLength > MAX_TRACK_BYTES) return { ok: false, problem: 'too_large', line: 1 };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { ok: false, problem: 'signature', line: 1 };
  const binary = lines.findIndex((line) => /[\0\uFFFD]/.test(line));
  if (binary >= 0) return { ok: false, problem: 'signature', line: binary + 1 };
  let cues = 0;
  let previousStart = -1;
  let i = 1;
  // The header's own lines (up to the first blank line) are free text.
  while (i < lines.length && lines[i]!.trim() !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    if (/^NOTE(\s|$)/.test(block[0]!)) continue;
    // A STYLE block is CSS the browser applies to the page's cues: the player styles subtitles itself.
    if (/^STYLE(\s|$)/.test(block[0]!)) return { ok: false, problem: 'markup', line: blockStart + 1 };
    if (/^REGION(\s|$)/.test(block[0]!)) continue;
    // A cue may have an identifier line above its timing; a block with no `-->` at all is a broken timing on its first line.
    const timingAt = !block[0]!.includes('-->') && block[1]?.includes('-->') ? 1 : 0;
    const timingLine = blockStart + 1 + timingAt;
    const timing = cueTiming(block[timingAt] ?? '');
    if (!timing) return { ok: false, problem: 'timing', line: timingLine };
    const { start, end } = timing;
    if (end <= start) return { ok: false, problem: 'timing', line: timingLine };
    if (start < previousStart) return { ok: false, problem: 'order', line: timingLine };
    if (durationSeconds !== null && end > durationSeconds + END_TOLERANCE_SECONDS) return { ok: false, problem: 'past_end', line: timingLine };
    const textLines = block.slice(timingAt + 1);
    if (textLines.length === 0) return { ok: false, problem: 'empty', line: timingLine };
    const marked = textLines.findIndex((line) => !plainCueLine(line));
    if (marked >= 0) return { ok: false, problem: 'markup', line: timingLine + 1 + marked };
    previousStart = start;
    cues++;
  }
  return cues > 0 ? { ok: true, cues } : { ok: false, problem: 'empty', line: lines.length };
}
