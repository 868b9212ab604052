import { describe, expect, it } from 'vitest';
import { initialNextEpisodeState as idle, nextEpisodeTransition, type NextEpisodeEvent, type NextEpisodeState } from './next-episode.machine';

const counting = (nextEpisode: number, deadline: number, secondsLeft: number): NextEpisodeState => ({
  kind: 'counting',
  nextEpisode,
  deadline,
  secondsLeft,
});

const cases: Array<[string, NextEpisodeState, NextEpisodeEvent, NextEpisodeState]> = [
  ['end with a next episode starts the countdown', idle, { type: 'ended', now: 1000, nextEpisode: 4, seconds: 8 }, counting(4, 9000, 8)],
  ['end of the last episode finishes', idle, { type: 'ended', now: 1000, nextEpisode: null, seconds: 8 }, { kind: 'finished' }],
  ['a zero-second countdown advances at once', idle, { type: 'ended', now: 0, nextEpisode: 2, seconds: 0 }, { kind: 'advance', nextEpisode: 2 }],
  ['negative seconds advance at once', idle, { type: 'ended', now: 0, nextEpisode: 2, seconds: -3 }, { kind: 'advance', nextEpisode: 2 }],
  ['fractional seconds are floored', idle, { type: 'ended', now: 0, nextEpisode: 2, seconds: 5.9 }, counting(2, 5000, 5)],
  ['tick counts down (rounding up)', counting(4, 9000, 8), { type: 'tick', now: 2500 }, counting(4, 9000, 7)],
  ['tick within the same second keeps the state', counting(4, 9000, 8), { type: 'tick', now: 1001 }, counting(4, 9000, 8)],
  ['tick one millisecond before the deadline still counts', counting(4, 9000, 1), { type: 'tick', now: 8999 }, counting(4, 9000, 1)],
  ['tick at the deadline advances', counting(4, 9000, 1), { type: 'tick', now: 9000 }, { kind: 'advance', nextEpisode: 4 }],
  ['tick long after the deadline advances', counting(4, 9000, 3), { type: 'tick', now: 60_000 }, { kind: 'advance', nextEpisode: 4 }],
  ['tick while idle is ignored', idle, { type: 'tick', now: 5 }, idle],
  ['cancel stops the countdown', counting(4, 9000, 5), { type: 'cancel' }, { kind: 'cancelled', nextEpisode: 4 }],
  ['tick after cancel does not advance', { kind: 'cancelled', nextEpisode: 4 }, { type: 'tick', now: 99_000 }, { kind: 'cancelled', nextEpisode: 4 }],
  ['cancel while idle is ignored', idle, { type: 'cancel' }, idle],
  ['play now skips the countdown', counting(4, 9000, 5), { type: 'playNow' }, { kind: 'advance', nextEpisode: 4 }],
  ['play now after cancel still plays', { kind: 'cancelled', nextEpisode: 4 }, { type: 'playNow' }, { kind: 'advance', nextEpisode: 4 }],
  ['play now when finished is ignored', { kind: 'finished' }, { type: 'playNow' }, { kind: 'finished' }],
  ['reset clears a countdown', counting(4, 9000, 5), { type: 'reset' }, idle],
  ['reset clears an advance', { kind: 'advance', nextEpisode: 4 }, { type: 'reset' }, idle],
  ['a second end restarts the countdown', { kind: 'cancelled', nextEpisode: 4 }, { type: 'ended', now: 0, nextEpisode: 4, seconds: 3 }, counting(4, 3000, 3)],
];

describe('next-episode machine', () => {
  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(nextEpisodeTransition(state, event)).toEqual(expected);
  });
});
