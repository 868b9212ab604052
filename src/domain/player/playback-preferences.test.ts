import { describe, expect, it } from 'vitest';
import { nextSpeed, parsePlaybackPreferences, PLAYBACK_SPEEDS } from './playback-preferences';
import { defaultSubtitleStyle } from './subtitle-style';

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
  const style = defaultSubtitleStyle;
  const large = { ...defaultSubtitleStyle, size: 4, background: 'box', boxOpacity: 100 } as const;
  it.each([
    ['nothing stored', null, { speed: 1, subtitles: true, subtitleStyle: style }],
    ['a valid record', { speed: 1.5, subtitles: false }, { speed: 1.5, subtitles: false, subtitleStyle: style }],
    ['a speed not offered', { speed: 3, subtitles: false }, { speed: 1, subtitles: false, subtitleStyle: style }],
    ['a speed as text', { speed: '2', subtitles: true }, { speed: 1, subtitles: true, subtitleStyle: style }],
    ['subtitles as text', { speed: 0.75, subtitles: 'no' }, { speed: 0.75, subtitles: true, subtitleStyle: style }],
    ['an array', [1, 2], { speed: 1, subtitles: true, subtitleStyle: style }],
    ['a number', 42, { speed: 1, subtitles: true, subtitleStyle: style }],
    ['a stored subtitle style', { speed: 1, subtitles: true, subtitleStyle: large }, { speed: 1, subtitles: true, subtitleStyle: large }],
    ['a broken subtitle style', { speed: 1, subtitles: true, subtitleStyle: 'big' }, { speed: 1, subtitles: true, subtitleStyle: style }],
  ])('%s', (_name, stored, expected) => {
    expect(parsePlaybackPreferences(stored)).toEqual(expected);
  });
});
