import { describe, expect, it } from 'vitest';
import { decideImageRetry, maxImageAttempts } from './image-retry.policy';

describe('decideImageRetry', () => {
  it.each([
    ['/media/p/1.webp', 1, { kind: 'retry', src: '/media/p/1.webp?retry=1' }],
    ['/media/p/1.webp', 2, { kind: 'retry', src: '/media/p/1.webp?retry=2' }],
    ['/media/p/1.webp?w=300', 1, { kind: 'retry', src: '/media/p/1.webp?w=300&retry=1' }],
    ['/a.png#x', 1, { kind: 'retry', src: '/a.png?retry=1#x' }],
    ['/media/p/1.webp', 3, { kind: 'give-up' }],
    ['/media/p/1.webp', 7, { kind: 'give-up' }],
    ['', 1, { kind: 'give-up' }],
  ])('%s after failed attempt %i', (src, attempt, expected) => {
    expect(decideImageRetry(src, attempt)).toEqual(expected);
  });

  it('tries three times in all, as the spec says', () => {
    expect(maxImageAttempts).toBe(3);
  });
});
