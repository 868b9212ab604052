import { describe, expect, it } from 'vitest';
import { maxKeywordLength, normalizeKeyword, wantsSuggestions } from './search-keyword';

describe('normalizeKeyword', () => {
  it.each([
    ['  love   story ', 'love story'],
    ['\tCEO\n', 'CEO'],
    ['', ''],
    ['x'.repeat(200), 'x'.repeat(maxKeywordLength)],
  ])('%j -> %j', (raw, expected) => expect(normalizeKeyword(raw)).toBe(expected));
});

describe('wantsSuggestions', () => {
  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
    ['प्र', true],
    ['爱', false],
    ['爱情', true],
  ])('%j -> %s', (raw, expected) => expect(wantsSuggestions(raw)).toBe(expected));
});
