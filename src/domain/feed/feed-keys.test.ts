import { describe, expect, it } from 'vitest';
import { feedKeyCommand } from './feed-keys';

describe('feedKeyCommand', () => {
  it.each([
    ['ArrowDown', 'BODY', false, 'next'],
    ['j', 'BODY', false, 'next'],
    ['J', 'BUTTON', false, 'next'],
    ['ArrowUp', 'DIV', false, 'previous'],
    ['k', 'BODY', false, 'previous'],
    [' ', 'BODY', false, 'toggle'],
    [' ', 'VIDEO', false, 'toggle'],
    [' ', 'BUTTON', false, null],
    [' ', 'A', false, null],
    ['j', 'INPUT', false, null],
    ['ArrowDown', 'TEXTAREA', false, null],
    ['j', 'BODY', true, null],
    ['x', 'BODY', false, null],
  ] as const)('%j on %s (modifier %s) → %s', (key, tag, modifier, expected) => {
    expect(feedKeyCommand(key, tag, modifier)).toBe(expected);
  });
});
