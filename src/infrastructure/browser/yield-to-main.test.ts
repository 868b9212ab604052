import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldFn = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise continues after a zero timeout, not in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let continued = false;
    const waiting = yieldToMain().then(() => (continued = true));
    await Promise.resolve();
    expect(continued).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(continued).toBe(true);
  });
});
