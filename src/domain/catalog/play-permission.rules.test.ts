import { describe, expect, it } from 'vitest';
import type { PlayPermission } from './episode.types';
import { shareVisitsMissing, unlockOptions } from './play-permission.rules';

const locked: PlayPermission = {
  filmId: 1,
  episodeNumber: 4,
  allowed: false,
  reason: 'locked',
  freeEpisodes: 3,
  visitsNeeded: 3,
  visitsSoFar: 1,
  application: 'none',
};

describe('play permission rules', () => {
  it.each([
    [1, 3, 2],
    [0, 3, 3],
    [3, 3, 0],
    [7, 3, 0],
  ])('with %i of %i visits, %i are missing', (visitsSoFar, visitsNeeded, missing) => {
    expect(shareVisitsMissing({ visitsSoFar, visitsNeeded })).toBe(missing);
  });

  it.each([
    ['an allowed episode offers nothing', { ...locked, allowed: true, reason: 'free' }, []],
    ['a locked episode offers sharing and applying', locked, ['share', 'apply']],
    ['a pending application is reported instead of apply', { ...locked, application: 'pending' }, ['share', 'application_pending']],
    ['an approved application offers no second application', { ...locked, application: 'approved' }, ['share']],
    ['enough visits leave only applying', { ...locked, visitsSoFar: 3 }, ['apply']],
    ['a denied application is reported and applying is offered again', { ...locked, application: 'denied' }, ['share', 'application_denied', 'apply']],
  ] as const)('%s', (_name, permission, expected) => {
    expect(unlockOptions(permission as PlayPermission)).toEqual(expected);
  });
});
