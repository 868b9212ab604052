import { describe, expect, it } from 'vitest';
import { isBrowserId, visitorKey } from './visitor-key';

describe('visitorKey', () => {
  it('joins the device hash and the browser id, so identical devices differ by browser', () => {
    const a = visitorKey('3f2a9c0d1e4b5a6f7c8d9e0f1a2b3c4d', '6d1f1c9e-3b1a-4c2d-9e8f-7a6b5c4d3e2f');
    const b = visitorKey('3f2a9c0d1e4b5a6f7c8d9e0f1a2b3c4d', '0a9b8c7d-6e5f-4a3b-8c1d-0e9f8a7b6c5d');
    expect(a).toBe('3f2a9c0d1e4b5a6f7c8d9e0f1a2b3c4d.6d1f1c9e-3b1a-4c2d-9e8f-7a6b5c4d3e2f');
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(128);
  });

  it.each([
    ['6d1f1c9e-3b1a-4c2d-9e8f-7a6b5c4d3e2f', true],
    ['6D1F1C9E-3B1A-4C2D-9E8F-7A6B5C4D3E2F', false],
    ['6d1f1c9e-3b1a-1c2d-9e8f-7a6b5c4d3e2f', false],
    ['', false],
    [null, false],
    ['x'.repeat(36), false],
  ])('isBrowserId(%s) is %s', (value, expected) => {
    expect(isBrowserId(value)).toBe(expected);
  });
});
