import { describe, expect, it } from 'vitest';
import { lastShownLine, lineAt, lineContext, type TimedLine } from './line-context';

const A: TimedLine = { start: 0.5, end: 3, text: 'A' };
const B: TimedLine = { start: 3.4, end: 5.9, text: 'B' };
const C: TimedLine = { start: 6.3, end: 8.8, text: 'C' };
const LINES = [A, B, C];

describe('lineAt', () => {
  const cases: [string, number, TimedLine | null][] = [
    ['the line starting at that moment', 3.4, B],
    ['the same start written with a rounding error', 3.4004, B],
    ['the line on screen then', 4, B],
    ['a gap between lines', 6, null],
    ['before the first line', 0.1, null],
    ['its end is already the gap', 3, null],
  ];
  it.each(cases)('%s', (_name, at, expected) => expect(lineAt(LINES, at)).toEqual(expected));
});

describe('lineContext', () => {
  const cases: [string, number, ReturnType<typeof lineContext>][] = [
    ['a middle line between its neighbours', 3.4, { line: B, previous: A, next: C }],
    ['the first line has none before', 1, { line: A, previous: null, next: B }],
    ['the last line has none after', 7, { line: C, previous: B, next: null }],
    ['a missing line: the lines around the moment', 6, { line: null, previous: B, next: C }],
    ['a missing line before all', 0.2, { line: null, previous: null, next: A }],
    ['a missing line after all', 10, { line: null, previous: C, next: null }],
  ];
  it.each(cases)('%s', (_name, at, expected) => expect(lineContext(LINES, at)).toEqual(expected));
  it('an empty track has no context', () => expect(lineContext([], 1)).toEqual({ line: null, previous: null, next: null }));
});

describe('lastShownLine', () => {
  const cases: [string, number, TimedLine | null][] = [
    ['the line on screen', 4, B],
    ['between lines: the one that just ended', 6, B],
    ['after the end: the last line', 11, C],
    ['before any line: none', 0.2, null],
  ];
  it.each(cases)('%s', (_name, time, expected) => expect(lastShownLine(LINES, time)).toEqual(expected));
});
