import { observable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { IDENTIFY_AFTER_IDLE_MS, scheduleBackgroundWork, type BackgroundWork } from './background-work';

/** A clock whose idle callbacks and timers run when the test says so. */
function manualClock() {
  const idle: Array<() => void> = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  return {
    idle,
    timers,
    clock: {
      whenIdle: (run: () => void) => (idle.push(run), () => undefined),
      setTimeout: (run: () => void, ms: number) => (timers.push({ ms, run }), () => undefined),
    },
  };
}

function setup(fingerprintId: string | null) {
  const { clock, idle, timers } = manualClock();
  const identify = vi.fn(() => Promise.resolve());
  // identify stays a plain spy: mobx would wrap it in an action.
  const visitor = observable({ fingerprintId, identify }, { identify: false });
  const hideListeners: Array<() => void> = [];
  const lifecycle = { onHide: (listener: () => void) => (hideListeners.push(listener), () => hideListeners.splice(hideListeners.indexOf(listener), 1)) };
  const work = {
    clock,
    lifecycle,
    visitor,
    startBuildCheck: vi.fn(),
    startOfflineApp: vi.fn(),
    startTracking: vi.fn(),
    warmPageTexts: vi.fn(),
    prefetchFilmCode: vi.fn(),
  } as unknown as BackgroundWork & {
    warmPageTexts: ReturnType<typeof vi.fn>;
    prefetchFilmCode: ReturnType<typeof vi.fn>;
    startBuildCheck: ReturnType<typeof vi.fn>;
    startOfflineApp: ReturnType<typeof vi.fn>;
    startTracking: ReturnType<typeof vi.fn>;
  };
  scheduleBackgroundWork(work);
  const hide = () => [...hideListeners].forEach((listener) => listener());
  return { work, visitor, idle, timers, hide };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scheduleBackgroundWork', () => {
  it('waits for idle before anything, then tracks a known visitor at once without fingerprinting', () => {
    const { work, visitor, idle } = setup('3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f');
    expect(work.startBuildCheck).not.toHaveBeenCalled();
    expect(work.startOfflineApp).not.toHaveBeenCalled();
    expect(work.warmPageTexts).not.toHaveBeenCalled();
    // A film page's code is only fetched (into the HTTP cache, not run): it does not wait for idle.
    expect(work.prefetchFilmCode).toHaveBeenCalledOnce();
    idle.shift()!();
    expect(work.startBuildCheck).toHaveBeenCalledOnce();
    expect(work.warmPageTexts).toHaveBeenCalledOnce();
    expect(work.startOfflineApp).toHaveBeenCalledOnce();
    expect(work.startTracking).toHaveBeenCalledOnce();
    expect(visitor.identify).not.toHaveBeenCalled();
  });

  it('fingerprints a new visitor only after the page has been idle for a while, then tracks', async () => {
    const { work, visitor, idle, timers } = setup(null);
    idle.shift()!();
    expect(visitor.identify).not.toHaveBeenCalled();
    expect(timers.map((timer) => timer.ms)).toEqual([IDENTIFY_AFTER_IDLE_MS]);
    timers.shift()!.run();
    expect(visitor.identify).not.toHaveBeenCalled();
    idle.shift()!();
    expect(visitor.identify).toHaveBeenCalledOnce();
    await flush();
    expect(work.startTracking).toHaveBeenCalledOnce();
  });

  it('counts a new visitor who leaves before being identified, and starts tracking only once', async () => {
    const { work, visitor, idle, timers, hide } = setup(null);
    idle.shift()!();
    hide();
    expect(work.startTracking).toHaveBeenCalledOnce();
    expect(visitor.identify).not.toHaveBeenCalled();
    hide();
    timers.shift()!.run();
    idle.shift()!();
    await flush();
    expect(work.startTracking).toHaveBeenCalledOnce();
  });

  it('does not wait for the page to be hidden when the visitor is already known', () => {
    const { work, idle, hide } = setup('3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f');
    hide();
    expect(work.startTracking).not.toHaveBeenCalled();
    idle.shift()!();
    expect(work.startTracking).toHaveBeenCalledOnce();
  });
});
