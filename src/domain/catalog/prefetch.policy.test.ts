import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch.policy';

describe('shouldPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '4g' }, true],
  ])('%j -> %s', (hints, expected) => {
    expect(shouldPrefetch(hints)).toBe(expected);
  });
});
