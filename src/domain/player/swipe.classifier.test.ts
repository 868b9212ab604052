import { describe, expect, it } from 'vitest';
import { classifySwipe } from './swipe.classifier';

const from = { x: 200, y: 500 };

describe('classifySwipe on an 844 px tall player', () => {
  it.each([
    ['a long stroke up', { x: 200, y: 200 }, 'next'],
    ['a long stroke down', { x: 210, y: 800 }, 'previous'],
    ['just long enough up (12% of 844 = 101.28 px)', { x: 200, y: 398 }, 'next'],
    ['just too short up', { x: 200, y: 399 }, 'none'],
    ['a tap', { x: 201, y: 502 }, 'none'],
    ['a sideways stroke', { x: 20, y: 420 }, 'none'],
    ['a diagonal that is not clearly vertical', { x: 350, y: 300 }, 'none'],
    ['a steep diagonal up', { x: 260, y: 300 }, 'next'],
  ] as const)('%s is %s', (_name, to, intent) => {
    expect(classifySwipe(from, to, 844)).toBe(intent);
  });

  it('needs at least 48 px on a short frame', () => {
    expect(classifySwipe(from, { x: 200, y: 460 }, 200)).toBe('none');
    expect(classifySwipe(from, { x: 200, y: 452 }, 200)).toBe('next');
  });

  it('ignores strokes with missing coordinates', () => {
    expect(classifySwipe(from, { x: Number.NaN, y: 100 }, 844)).toBe('none');
  });
});
