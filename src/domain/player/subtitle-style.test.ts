import { describe, expect, it } from 'vitest';
import {
  defaultSubtitleStyle,
  largerSubtitles,
  parseSubtitleStyle,
  sameSubtitleStyle,
  smallerSubtitles,
  SUBTITLE_SIZES,
  subtitleLanguage,
  type SubtitleStyle,
} from './subtitle-style';

const style = (patch: Partial<SubtitleStyle>): SubtitleStyle => ({ ...defaultSubtitleStyle, ...patch });

describe('subtitle sizes', () => {
  it('offers at least four steps, growing', () => {
    expect(SUBTITLE_SIZES.length).toBeGreaterThanOrEqual(4);
    expect([...SUBTITLE_SIZES].sort((a, b) => a - b)).toEqual([...SUBTITLE_SIZES]);
  });

  it.each([
    [0, 1, 0],
    [1, 2, 0],
    [3, 4, 2],
    [4, 4, 3],
  ])('from step %s: larger %s, smaller %s', (from, larger, smaller) => {
    expect(largerSubtitles(style({ size: from })).size).toBe(larger);
    expect(smallerSubtitles(style({ size: from })).size).toBe(smaller);
  });

  it('keeps the other fields when the size changes', () => {
    expect(largerSubtitles(style({ color: 'yellow', language: 'en' }))).toEqual(style({ size: 2, color: 'yellow', language: 'en' }));
  });
});

describe('parseSubtitleStyle', () => {
  const full = { size: 4, color: 'cyan', background: 'shadow', boxOpacity: 100, position: -2, language: 'hi' } as const;
  it.each([
    ['nothing stored', null, defaultSubtitleStyle],
    ['an array', [1, 2], defaultSubtitleStyle],
    ['a number', 7, defaultSubtitleStyle],
    ['a full valid style', full, full],
    ['a size past the largest', { ...full, size: 5 }, { ...full, size: 1 }],
    ['a negative size', { ...full, size: -1 }, { ...full, size: 1 }],
    ['a fractional size', { ...full, size: 1.5 }, { ...full, size: 1 }],
    ['a size as text', { ...full, size: '3' }, { ...full, size: 1 }],
    ['a colour not offered', { ...full, color: 'red' }, { ...full, color: 'white' }],
    ['markup as a colour', { ...full, color: 'white;background:url(x)' }, { ...full, color: 'white' }],
    ['a background not offered', { ...full, background: 'blur' }, { ...full, background: 'box' }],
    ['an opacity not offered', { ...full, boxOpacity: 60 }, { ...full, boxOpacity: 75 }],
    ['a position too high', { ...full, position: 3 }, { ...full, position: 0 }],
    ['a language the site has not', { ...full, language: 'ja' }, { ...full, language: null }],
    ['a language left to the page', { ...full, language: null }, { ...full, language: null }],
  ])('%s', (_name, stored, expected) => {
    expect(parseSubtitleStyle(stored)).toEqual(expected);
  });
});

describe('sameSubtitleStyle', () => {
  it.each([
    [defaultSubtitleStyle, style({}), true],
    [defaultSubtitleStyle, style({ size: 2 }), false],
    [defaultSubtitleStyle, style({ language: 'ru' }), false],
  ])('%#', (a, b, same) => {
    expect(sameSubtitleStyle(a, b)).toBe(same);
  });
});

describe('subtitleLanguage', () => {
  const all = ['en', 'hi', 'ru'];
  it.each([
    ['the chosen language first', all, 'en', 'hi', 'ru', 'en'],
    ['the page when nothing is chosen', all, null, 'hi', 'ru', 'hi'],
    ['the page when the chosen one is missing', ['hi', 'ru'], 'en', 'hi', 'ru', 'hi'],
    ["the drama's original when the page has none", ['ru'], null, 'hi', 'ru', 'ru'],
    ['none when neither is there', ['de'], null, 'hi', 'ru', null],
    ['none without tracks', [], 'en', 'hi', 'ru', null],
    ['none when the original is unknown', ['de'], null, 'hi', null, null],
  ] as const)('%s', (_name, available, chosen, page, original, expected) => {
    expect(subtitleLanguage(available, chosen, page, original)).toBe(expected);
  });
});
