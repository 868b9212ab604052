import { describe, expect, it } from 'vitest';
import { APP_MANIFEST_UPDATE, BUILD_CHECK_INTERVAL, compareBuilds, isCheckDue, shouldReload } from './build-check';

describe('compareBuilds', () => {
  it.each<[string, string, string | null]>([
    ['abc', 'abc', null],
    ['abc', 'abd', 'abd'],
    ['abc', ' abc ', null],
    ['abc', '', null],
    ['abc', '   ', null],
    ['test', 'lx3k9a', 'lx3k9a'],
    ['', 'new', 'new'],
  ])('running %j, latest %j -> %s', (running, latest, expected) => {
    expect(compareBuilds(running, latest)).toEqual(expected === null ? null : { type: APP_MANIFEST_UPDATE, buildId: expected });
  });

  it('names the event app-manifest-update', () => {
    expect(APP_MANIFEST_UPDATE).toBe('app-manifest-update');
  });
});

describe('shouldReload (10 s guard)', () => {
  it.each<[number | null, number, boolean]>([
    [null, 0, true],
    [1_000, 1_000, false],
    [1_000, 10_999, false],
    [1_000, 11_000, true],
    [1_000, 500_000, true],
    [50_000, 1_000, true],
  ])('last reload %s, now %d -> %s', (last, now, expected) => {
    expect(shouldReload(last, now)).toBe(expected);
  });
});

describe('isCheckDue (60 min interval)', () => {
  const hour = 60 * 60 * 1000;
  it.each<[number | null, number, boolean]>([
    [null, 5, true],
    [0, hour - 1, false],
    [0, hour, true],
    [0, 3 * hour, true],
    [hour, 0, true],
  ])('last check %s, now %d -> %s', (last, now, expected) => {
    expect(isCheckDue(last, now)).toBe(expected);
  });

  it('is 60 minutes', () => {
    expect(BUILD_CHECK_INTERVAL).toBe(hour);
  });
});
