import { describe, expect, it } from 'vitest';
import type { PlayPermission } from './episode.types';
import { askAgainAs, shareVisitsMissing, unlockOptions } from './play-permission.rules';

const locked: PlayPermission = {
  filmId: 1,
  episodeNumber: 4,
  allowed: false,
  reason: 'locked',
  freeEpisodes: 3,
  visitsNeeded: 3,
  visitsSoFar: 1,
  application: 'none',
  caller: 'visitor',
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

  it.each([
    ["the page's answer, for a member", 'anonymous', false, 'member', true],
    ["the page's answer, for a returning visitor", 'anonymous', false, 'visitor', true],
    ["the page's answer, for a visitor not yet identified", 'anonymous', false, 'anonymous', false],
    ["a visitor's answer, for a member", 'visitor', false, 'member', true],
    ["a visitor's answer, for that visitor", 'visitor', false, 'visitor', false],
    ["a member's answer, for the member", 'member', false, 'member', false],
    ["a member's answer, for a visitor (signed out since)", 'member', false, 'visitor', true],
    ["the page's answer of a free episode, for a member", 'anonymous', true, 'member', false],
  ] as const)('%s', (_name, answeredFor, allowed, caller, expected) => {
    expect(askAgainAs({ allowed, caller: answeredFor }, caller)).toBe(expected);
  });
});
