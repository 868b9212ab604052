import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.policy';

const show = (current: number, total: number) =>
  pageWindow(current, total)
    .map((slot) => (slot.kind === 'page' ? String(slot.page) : '…'))
    .join(' ');

describe('pageWindow', () => {
  it.each([
    [1, 0, '1'],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [1, 5, '1 2 … 5'],
    [3, 5, '1 2 3 4 5'],
    [5, 10, '1 … 4 5 6 … 10'],
    [10, 10, '1 … 9 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [99, 10, '1 … 9 10'],
    [-3, 10, '1 2 … 10'],
  ])('page %i of %i -> %s', (current, total, expected) => {
    expect(show(current, total)).toBe(expected);
  });
});
