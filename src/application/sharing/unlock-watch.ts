import { inject, injectable } from 'inversify';
import { Clock, type Cancel } from '../shared/clock.port';
import { ShareDevice } from './share-device.port';

/** How often an open lock panel (or share tips) asks again: often enough to feel live, rare enough to cost little. */
export const UNLOCK_RECHECK_MS = 5000;

/**
 * Keeps a locked episode's answer fresh while its lock panel shows: it asks again every UNLOCK_RECHECK_MS, when
 * the visitor comes back to the page, and at once when something here may have unlocked it (an approved
 * application, a share that reached its count), so the episode plays without a reload.
 */
@injectable()
export class UnlockWatch {
  private readonly rechecks = new Set<() => void>();
  private stop: Cancel | null = null;

  constructor(
    @inject(Clock) private readonly clock: Pick<Clock, 'setInterval'>,
    @inject(ShareDevice) private readonly device: Pick<ShareDevice, 'onReturn'>,
  ) {}

  /** Starts rechecking with `recheck` until the returned function is called. */
  watch(recheck: () => void): Cancel {
    this.rechecks.add(recheck);
    if (this.stop === null) {
      const stopTimer = this.clock.setInterval(this.poke, UNLOCK_RECHECK_MS);
      const stopReturn = this.device.onReturn(this.poke);
      this.stop = () => {
        stopTimer();
        stopReturn();
      };
    }
    return () => {
      this.rechecks.delete(recheck);
      if (this.rechecks.size > 0 || this.stop === null) return;
      this.stop();
      this.stop = null;
    };
  }

  /** Asks every watcher again now. */
  readonly poke = (): void => {
    for (const recheck of this.rechecks) recheck();
  };
}
