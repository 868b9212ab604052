import { injectable } from 'inversify';
import type { Cancel, Clock } from '../../application/shared/clock.port';

// Browsers without requestIdleCallback (Safari) still wait until after first paint.
const idleFallbackMs = 200;

/** The browser's clock and timers. */
@injectable()
export class BrowserClock implements Clock {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    const id = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(id);
  }

  setInterval(callback: () => void, ms: number): Cancel {
    const id = globalThis.setInterval(callback, ms);
    return () => globalThis.clearInterval(id);
  }

  whenIdle(callback: () => void): Cancel {
    if (typeof globalThis.requestIdleCallback === 'function') {
      const id = globalThis.requestIdleCallback(() => callback(), { timeout: 3000 });
      return () => globalThis.cancelIdleCallback(id);
    }
    return this.setTimeout(callback, idleFallbackMs);
  }
}
