import { describe, expect, it } from 'vitest';
import { pageCount } from './paged.entity';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [200, 24, 9],
    [5, 0, 1],
  ])('%i items by %i -> %i pages', (total, pageSize, expected) => expect(pageCount({ total, pageSize })).toBe(expected));
});
