import { describe, expect, it } from 'vitest';
import { manualClock } from './film-fakes.test-support';
import { NextEpisodeStore } from './next-episode.store';

describe('NextEpisodeStore', () => {
  it('counts down on the clock and then asks to advance', () => {
    const clock = manualClock();
    const store = new NextEpisodeStore(clock);
    store.ended(4, 3);
    expect(store.state).toMatchObject({ kind: 'counting', nextEpisode: 4, secondsLeft: 3 });
    clock.advance(1000);
    expect(store.state).toMatchObject({ kind: 'counting', secondsLeft: 2 });
    expect(store.advanceTo).toBeNull();
    clock.advance(2000);
    expect(store.advanceTo).toBe(4);
    expect(clock.timers()).toBe(0);
  });

  it('stops for good when the visitor cancels', () => {
    const clock = manualClock();
    const store = new NextEpisodeStore(clock);
    store.ended(2, 5);
    clock.advance(1500);
    store.cancel();
    expect(store.state).toEqual({ kind: 'cancelled', nextEpisode: 2 });
    expect(clock.timers()).toBe(0);
    clock.advance(60_000);
    expect(store.advanceTo).toBeNull();
  });

  it('plays at once on request, even after cancelling', () => {
    const store = new NextEpisodeStore(manualClock());
    store.ended(2, 5);
    store.cancel();
    store.playNow();
    expect(store.advanceTo).toBe(2);
  });

  it('says the series is over after the last episode, without a timer', () => {
    const clock = manualClock();
    const store = new NextEpisodeStore(clock);
    store.ended(null);
    expect(store.state.kind).toBe('finished');
    expect(clock.timers()).toBe(0);
  });

  it('forgets the offer on reset and stops the timer on dispose', () => {
    const clock = manualClock();
    const store = new NextEpisodeStore(clock);
    store.ended(3, 8);
    store.reset();
    expect(store.state.kind).toBe('idle');
    expect(clock.timers()).toBe(0);
    store.ended(3, 8);
    store.dispose();
    expect(clock.timers()).toBe(0);
  });

  it('shows the offer while counting, once cancelled and at the end of the series, not before or after', () => {
    const store = new NextEpisodeStore(manualClock());
    expect(store.showsOffer).toBe(false);
    store.ended(2, 5);
    expect(store.showsOffer).toBe(true);
    store.cancel();
    expect(store.showsOffer).toBe(true);
    store.playNow();
    expect(store.showsOffer).toBe(false);
    store.ended(null);
    expect(store.showsOffer).toBe(true);
    store.reset();
    expect(store.showsOffer).toBe(false);
  });
});
