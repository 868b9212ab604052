import { describe, expect, it } from 'vitest';
import { pageParam, positiveInt, slugParam } from './route-params';

describe('route params', () => {
  it.each([
    ['12', 12],
    ['12.html', 12],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['1.5', null],
    ['', null],
    [undefined, null],
    ['9999999999', null],
  ])('positiveInt(%s) is %s', (value, expected) => {
    expect(positiveInt(value)).toBe(expected);
  });

  it('treats an absent page as page 1 and a bad one as invalid', () => {
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBeNull();
  });

  it.each([
    ['how-to-watch', 'how-to-watch'],
    ['news.html', 'news'],
    ['Bad Slug', null],
    ['-x', null],
    [undefined, null],
  ])('slugParam(%s) is %s', (value, expected) => {
    expect(slugParam(value)).toBe(expected);
  });
});
