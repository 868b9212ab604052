import { describe, expect, it } from 'vitest';
import { nextSpeed, parsePlaybackPreferences, PLAYBACK_SPEEDS } from './playback-preferences';

describe('nextSpeed', () => {
  it.each([
    [0.75, 1],
    [1, 1.25],
    [1.25, 1.5],
    [1.5, 2],
    [2, 0.75],
  ] as const)('after %s comes %s', (current, next) => {
    expect(nextSpeed(current)).toBe(next);
  });

  it('offers exactly the five speeds', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.75, 1, 1.25, 1.5, 2]);
  });
});

describe('parsePlaybackPreferences', () => {
  it.each([
    ['nothing stored', null, { speed: 1, subtitles: true }],
    ['a valid record', { speed: 1.5, subtitles: false }, { speed: 1.5, subtitles: false }],
    ['a speed not offered', { speed: 3, subtitles: false }, { speed: 1, subtitles: false }],
    ['a speed as text', { speed: '2', subtitles: true }, { speed: 1, subtitles: true }],
    ['subtitles as text', { speed: 0.75, subtitles: 'no' }, { speed: 0.75, subtitles: true }],
    ['an array', [1, 2], { speed: 1, subtitles: true }],
    ['a number', 42, { speed: 1, subtitles: true }],
  ])('%s', (_name, stored, expected) => {
    expect(parsePlaybackPreferences(stored)).toEqual(expected);
  });
});
