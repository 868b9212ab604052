import { describe, expect, it } from 'vitest';
import {
  CONTROLS_HIDE_AFTER_MS,
  controlsTransition,
  initialControlsVisibility,
  type ControlsEvent,
  type ControlsVisibility,
} from './controls-visibility.machine';

const run = (events: readonly ControlsEvent[], from: ControlsVisibility = initialControlsVisibility) => events.reduce(controlsTransition, from);
const later = CONTROLS_HIDE_AFTER_MS;

describe('controls visibility', () => {
  it.each<[string, ControlsEvent[], boolean]>([
    ['shown before anything plays', [], true],
    ['stay while paused, however long', [{ type: 'tick', now: 99_000 }], true],
    [
      'stay just before the delay ends',
      [
        { type: 'played', now: 0 },
        { type: 'tick', now: later - 1 },
      ],
      true,
    ],
    [
      'hide once the delay has passed while playing',
      [
        { type: 'played', now: 0 },
        { type: 'tick', now: later },
      ],
      false,
    ],
    [
      'come back on activity',
      [
        { type: 'played', now: 0 },
        { type: 'tick', now: later },
        { type: 'activity', now: later + 10 },
      ],
      true,
    ],
    [
      'activity restarts the delay',
      [
        { type: 'played', now: 0 },
        { type: 'activity', now: 2000 },
        { type: 'tick', now: later + 1000 },
      ],
      true,
    ],
    [
      'hide again after activity',
      [
        { type: 'played', now: 0 },
        { type: 'activity', now: 2000 },
        { type: 'tick', now: 2000 + later },
      ],
      false,
    ],
    ['come back on pause', [{ type: 'played', now: 0 }, { type: 'tick', now: later }, { type: 'paused' }], true],
    [
      'stay while held',
      [
        { type: 'played', now: 0 },
        { type: 'held', held: true, now: 10 },
        { type: 'tick', now: 60_000 },
      ],
      true,
    ],
    [
      'hide after being let go',
      [
        { type: 'played', now: 0 },
        { type: 'held', held: true, now: 10 },
        { type: 'held', held: false, now: 100 },
        { type: 'tick', now: 100 + later },
      ],
      false,
    ],
    [
      'stay after activity while paused',
      [
        { type: 'activity', now: 0 },
        { type: 'tick', now: 60_000 },
      ],
      true,
    ],
  ])('%s', (_name, events, visible) => {
    expect(run(events).visible).toBe(visible);
  });

  it('has nothing due while paused or held', () => {
    expect(run([{ type: 'played', now: 0 }, { type: 'paused' }]).hideAt).toBeNull();
    expect(
      run([
        { type: 'played', now: 0 },
        { type: 'held', held: true, now: 5 },
      ]).hideAt,
    ).toBeNull();
    expect(run([{ type: 'played', now: 7 }]).hideAt).toBe(7 + later);
  });

  it('a tick with nothing due returns the same state', () => {
    const state = run([{ type: 'paused' }]);
    expect(controlsTransition(state, { type: 'tick', now: 1 })).toBe(state);
  });
});
