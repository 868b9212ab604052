import { cueTiming } from './webvtt-check';

/**
 * Corrections of single lines of a WebVTT track (issue 33, item 2): an approved report rewrites one cue's text, or
 * adds the missing line at its moment, and leaves every other byte of the file as it was (identifiers, settings,
 * NOTE blocks, the other cues). Pure: the server applies it to the served version and stores the result as a new one.
 */

/** How long an added line shows when the report gave no end. */
export const ADDED_CUE_SECONDS = 2;
/** Two times within this are the same moment (a cue's start as the player and the file write it). */
const SAME_MOMENT_SECONDS = 0.001;

/** One block of the file: its lines, and for a cue its times and where its text starts. */
interface Block {
  readonly lines: string[];
  readonly cue: { readonly start: number; readonly end: number; readonly textAt: number } | null;
}

export type Correction = { ok: true; source: string } | { ok: false; reason: 'no_cue' | 'empty_text' };

/** `mm:ss.ttt` below an hour, `hh:mm:ss.ttt` from one. */
export function vttTimestamp(value: number): string {
  const ms = Math.round(value * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const [h, m, s, rest] = [Math.floor(ms / 3_600_000), Math.floor(ms / 60_000) % 60, Math.floor(ms / 1000) % 60, ms % 1000];
  return `${h > 0 ? `${pad(h)}:` : ''}${pad(m)}:${pad(s)}.${pad(rest, 3)}`;
}

/** A reader's text as cue text: WebVTT reads `<`, `>` and `&` as markup, so they are written as escapes. */
function cueLines(text: string): string[] {
  return text
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')
    .split(/\n{2,}/)) {
    const lines = chunk.split('\n');
    const at = lines.findIndex((line) => line.includes('-->'));
    const timing = at >= 0 && at <= 1 ? cueTiming(lines[at]!.trim()) : null;
    blocks.push({ lines, cue: timing ? { ...timing, textAt: at + 1 } : null });
  }
  return blocks;
}

const join = (blocks: readonly Block[]) =>
  `${blocks
    .map((block) => block.lines.join('\n'))
    .join('\n\n')
    .trimEnd()}\n`;

/**
 * Rewrites the text of the cue starting at `start` (else the cue on screen at `start`) with `text`, as plain text.
 * Answers no_cue when no cue is there, empty_text for a text with nothing to show.
 */
export function correctCue(source: string, start: number, text: string): Correction {
  const lines = cueLines(text);
  if (lines.length === 0) return { ok: false, reason: 'empty_text' };
  const blocks = blocksOf(source);
  const exact = blocks.findIndex((block) => block.cue && Math.abs(block.cue.start - start) < SAME_MOMENT_SECONDS);
  const index = exact >= 0 ? exact : blocks.findIndex((block) => block.cue && block.cue.start <= start && start < block.cue.end);
  if (index < 0) return { ok: false, reason: 'no_cue' };
  const block = blocks[index]!;
  blocks[index] = { ...block, lines: [...block.lines.slice(0, block.cue!.textAt), ...lines] };
  return { ok: true, source: join(blocks) };
}

/** Adds a line the track lacks, from `start` to `end` (ADDED_CUE_SECONDS later when not given), in time order. */
export function addCue(source: string, start: number, text: string, end: number = start + ADDED_CUE_SECONDS): Correction {
  const lines = cueLines(text);
  if (lines.length === 0) return { ok: false, reason: 'empty_text' };
  const blocks = blocksOf(source);
  const added: Block = { lines: [`${vttTimestamp(start)} --> ${vttTimestamp(Math.max(end, start + SAME_MOMENT_SECONDS))}`, ...lines], cue: null };
  const before = blocks.findIndex((block) => block.cue !== null && block.cue.start > start);
  blocks.splice(before < 0 ? blocks.length : before, 0, added);
  return { ok: true, source: join(blocks) };
}
