import type { ServiceIdentifier } from 'inversify';

/**
 * The reads that decide what a server-rendered page shows, and when they are done. The server renders once the
 * reads the route's stores started (and any they chained) have all answered; the browser hydrates once the same
 * reads, answered from the answers the server wrote into the page, have. Both sides then hold the same state.
 */
export class ApiActivity {
  private busy = 0;
  private readonly waiters = new Set<() => void>();

  /** Counts `work` as a read in progress until it settles. */
  track<T>(work: Promise<T>): Promise<T> {
    this.busy += 1;
    const done = () => {
      this.busy -= 1;
      if (this.busy === 0) this.checkLater();
    };
    work.then(done, done);
    return work;
  }

  /**
   * Resolves once no read is in progress and none started for a whole task: a store chains its next read on an
   * answer (a flow's next step), so a single idle moment between two reads is not the end.
   */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.add(resolve);
      this.checkLater();
    });
  }

  private checkLater(): void {
    setTimeout(() => {
      if (this.busy > 0) return;
      for (const resolve of this.waiters) resolve();
      this.waiters.clear();
    }, 0);
  }
}
export const ApiActivityToken = Symbol.for('ApiActivity') as ServiceIdentifier<ApiActivity>;

/**
 * Holds answers from the network until the page is hydrated, so that what the first render shows comes only from
 * the answers the server rendered with; a store that got a fresh answer a moment earlier would make the browser's
 * first render differ from the server's HTML. Open from the start where nothing is hydrated.
 */
export class HydrationGate {
  private openGate: () => void = () => undefined;
  readonly opened: Promise<void>;

  constructor(open = false) {
    this.opened = open ? Promise.resolve() : new Promise((resolve) => (this.openGate = resolve));
  }

  static open(): HydrationGate {
    return new HydrationGate(true);
  }

  open(): void {
    this.openGate();
  }
}
export const HydrationGateToken = Symbol.for('HydrationGate') as ServiceIdentifier<HydrationGate>;
