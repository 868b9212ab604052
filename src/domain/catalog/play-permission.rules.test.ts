import { describe, expect, it } from 'vitest';
import type { PlayPermission } from './episode.types';
import { isEpisodeUnlocked, shareVisitsMissing } from './play-permission.rules';

const base: PlayPermission = {
  filmId: 1,
  freeEpisodes: 3,
  unlockedThrough: 0,
  shareVisits: 1,
  shareVisitsRequired: 3,
  applicationPending: false,
  fullAccess: false,
};

describe('episode permission rules', () => {
  it.each([
    ['a free episode', base, 3, true],
    ['the first locked episode', base, 4, false],
    ['an episode unlocked beyond the free ones', { ...base, unlockedThrough: 5 }, 5, true],
    ['an episode past the unlocked ones', { ...base, unlockedThrough: 5 }, 6, false],
    ['any episode with full access', { ...base, fullAccess: true }, 80, true],
  ] as const)('%s', (_name, permission, episode, expected) => {
    expect(isEpisodeUnlocked(permission, episode)).toBe(expected);
  });

  it.each([
    [1, 3, 2],
    [3, 3, 0],
    [7, 3, 0],
  ])('with %i of %i visits, %i are missing', (visits, required, missing) => {
    expect(shareVisitsMissing({ ...base, shareVisits: visits, shareVisitsRequired: required })).toBe(missing);
  });
});
