import type { Clock } from '../context';

/** A fixed-window counter per key, in memory: enough for one process, and it forgets old windows. */
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over its limit in the current window. */
  hit(key: string): boolean;
  /** Seconds until `key` may try again (0 when it may now). */
  retryAfter(key: string): number;
  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): void;
}

/** Creates a limiter allowing `max` hits per key per `windowMs`. */
export function createRateLimiter(options: { max: number; windowMs: number; clock: Clock }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const now = options.clock.now().getTime();
    const entry = windows.get(key);
    if (!entry || now - entry.start >= options.windowMs) {
      // Sweep expired windows now and then so the map does not grow without bound.
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
      const fresh = { start: now, count: 0 };
      windows.set(key, fresh);
      return { entry: fresh, now };
    }
    return { entry, now };
  };
  return {
    hit(key) {
      const { entry } = current(key);
      entry.count += 1;
      return entry.count <= options.max;
    },
    retryAfter(key) {
      const { entry, now } = current(key);
      return entry.count < options.max ? 0 : Math.ceil((entry.start + options.windowMs - now) / 1000);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
