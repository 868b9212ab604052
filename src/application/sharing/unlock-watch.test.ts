import { describe, expect, it } from 'vitest';
import { FakeClock } from '../shared/fakes/fake-clock';
import { fakeShareDevice } from './share-fakes.test-support';
import { UNLOCK_RECHECK_MS, UnlockWatch } from './unlock-watch';

describe('UnlockWatch', () => {
  it('asks again at an interval, when the visitor returns and when poked, until stopped', () => {
    const clock = new FakeClock();
    const device = fakeShareDevice();
    const watch = new UnlockWatch(clock, device);
    let asked = 0;
    const stop = watch.watch(() => void (asked += 1));
    clock.advance(UNLOCK_RECHECK_MS - 1);
    expect(asked).toBe(0);
    clock.advance(1);
    expect(asked).toBe(1);
    device.return();
    watch.poke();
    expect(asked).toBe(3);
    stop();
    clock.advance(UNLOCK_RECHECK_MS * 4);
    device.return();
    watch.poke();
    expect(asked).toBe(3);
    expect(device.listening).toBe(0);
  });

  it('keeps one timer for several watchers and stops it with the last', () => {
    const clock = new FakeClock();
    const device = fakeShareDevice();
    const watch = new UnlockWatch(clock, device);
    const calls: string[] = [];
    const stopA = watch.watch(() => void calls.push('a'));
    const stopB = watch.watch(() => void calls.push('b'));
    expect(device.listening).toBe(1);
    clock.advance(UNLOCK_RECHECK_MS);
    expect(calls).toEqual(['a', 'b']);
    stopA();
    clock.advance(UNLOCK_RECHECK_MS);
    expect(calls).toEqual(['a', 'b', 'b']);
    stopB();
    stopB();
    expect(device.listening).toBe(0);
  });
});
