/**
 * Where a reported moment falls in a track's lines (issue 33, item 2): the line reported, and the lines around it
 * that an operator reads it with. Pure; the lines are a parsed track's, in time order.
 */

export interface TimedLine {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Two times within this are the same moment (a cue's start as the player and the file write it). */
const SAME_MOMENT_SECONDS = 0.001;

/** The index of the line starting at `at`, else of the line on screen at `at` (the latest starting one); -1 when none. */
function indexAt(lines: readonly TimedLine[], at: number): number {
  const exact = lines.findIndex((line) => Math.abs(line.start - at) < SAME_MOMENT_SECONDS);
  if (exact >= 0) return exact;
  let found = -1;
  lines.forEach((line, index) => {
    if (line.start <= at && at < line.end) found = index;
  });
  return found;
}

/** The line starting at `at`, else the line on screen then; null when no line shows at that moment. */
export function lineAt(lines: readonly TimedLine[], at: number): TimedLine | null {
  const index = indexAt(lines, at);
  return index < 0 ? null : lines[index]!;
}

/**
 * The line at `at` with the lines before and after it. With no line there (a missing one), the neighbours are the
 * last line before the moment and the first after it.
 */
export function lineContext(lines: readonly TimedLine[], at: number): { line: TimedLine | null; previous: TimedLine | null; next: TimedLine | null } {
  const index = indexAt(lines, at);
  if (index >= 0) return { line: lines[index]!, previous: lines[index - 1] ?? null, next: lines[index + 1] ?? null };
  const after = lines.findIndex((line) => line.start > at);
  const before = after < 0 ? lines.length - 1 : after - 1;
  return { line: null, previous: lines[before] ?? null, next: after < 0 ? null : lines[after]! };
}

/** The line shown last by `time`: the one on screen, else the one that ended last (what "report this line" names). */
export function lastShownLine(lines: readonly TimedLine[], time: number): TimedLine | null {
  let shown: TimedLine | null = null;
  for (const line of lines) if (line.start <= time && (shown === null || line.start >= shown.start)) shown = line;
  return shown;
}
