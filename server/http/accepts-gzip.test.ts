import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip';

describe('acceptsGzip', () => {
  const cases: ReadonlyArray<readonly [string | undefined, boolean]> = [
    [undefined, false],
    ['', false],
    ['gzip, deflate, br', true],
    ['gzip, deflate, br, zstd', true],
    ['br', false],
    ['identity', false],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000, deflate', false],
    ['gzip;q=0.5', true],
    ['br;q=1, gzip;q=0.1', true],
    ['*', true],
    ['*;q=0', false],
    ['br, *;q=0.2', true],
    ['gzip;q=0, *', false],
    ['gzip;q=nonsense', false],
    ['deflate', false],
  ];
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} → ${expected ? 'gzip' : 'no gzip'}`, () => expect(acceptsGzip(header)).toBe(expected));
  }
});
