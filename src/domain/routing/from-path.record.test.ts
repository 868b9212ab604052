import { describe, expect, it } from 'vitest';
import { DEFAULT_FROM_PATH, isSiteRelative, recordFromPath } from './from-path.record';

describe('recordFromPath', () => {
  const start = { fromPath: DEFAULT_FROM_PATH, locale: 'en' };

  it('starts at /', () => {
    expect(DEFAULT_FROM_PATH).toBe('/');
  });

  it.each<[string, string]>([
    ['/blog/2.html', '/blog/2.html'],
    ['/pt/playlet/3/videos/1.html?t=30#c', '/pt/playlet/3/videos/1.html?t=30#c'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
  ])('navigating away from %j records %j', (path, expected) => {
    expect(recordFromPath(start, path)).toEqual({ fromPath: expected, locale: 'en' });
  });

  it('returns the same object when nothing changes, so observers are not woken', () => {
    expect(recordFromPath(start, '/')).toBe(start);
  });

  it.each<[string, boolean]>([
    ['/x', true],
    ['//x', false],
    ['/\\x', false],
    ['x', false],
  ])('isSiteRelative(%j) is %s', (path, expected) => {
    expect(isSiteRelative(path)).toBe(expected);
  });
});
