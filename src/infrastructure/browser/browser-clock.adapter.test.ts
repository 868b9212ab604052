import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserClock } from './browser-clock.adapter';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BrowserClock.whenIdle', () => {
  it("waits for the browser's idle time where it has requestIdleCallback (Chromium, Firefox), at most 3 s", () => {
    const requests: Array<{ callback: () => void; timeout: number | undefined }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => requests.push({ callback, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const ran = vi.fn();
    const cancel = new BrowserClock().whenIdle(ran);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.timeout).toBe(3000);
    requests[0]!.callback();
    expect(ran).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('without requestIdleCallback (Safari, WebKit) still runs the work, after first paint, and can cancel it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const clock = new BrowserClock();
    const ran = vi.fn();
    clock.whenIdle(ran);
    vi.advanceTimersByTime(100);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(ran).toHaveBeenCalledOnce();
    const never = vi.fn();
    clock.whenIdle(never)();
    vi.advanceTimersByTime(1000);
    expect(never).not.toHaveBeenCalled();
  });
});
