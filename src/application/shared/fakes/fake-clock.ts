import type { Cancel, Clock } from '../clock.port';

interface Timer {
  readonly at: number;
  readonly callback: () => void;
  readonly every: number | null;
}

/** A clock for tests: time moves only through advance(), which runs the timers that fall due. */
export class FakeClock implements Clock {
  private timers = new Map<number, Timer>();
  private nextId = 1;

  constructor(private current = 1_700_000_000_000) {}

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    return this.add({ at: this.current + ms, callback, every: null });
  }

  setInterval(callback: () => void, ms: number): Cancel {
    return this.add({ at: this.current + ms, callback, every: ms });
  }

  whenIdle(callback: () => void): Cancel {
    return this.setTimeout(callback, 0);
  }

  /** Moves time forward by `ms`, running due timers in order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.current = timer.at;
      if (timer.every === null) this.timers.delete(id);
      else this.timers.set(id, { ...timer, at: timer.at + timer.every });
      timer.callback();
    }
    this.current = end;
  }

  /** Moves time forward without running timers, as a browser does for a frozen background tab. */
  jump(ms: number): void {
    this.current += ms;
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  private add(timer: Timer): Cancel {
    const id = this.nextId++;
    this.timers.set(id, timer);
    return () => this.timers.delete(id);
  }
}
