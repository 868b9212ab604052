import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { Navigation } from '../shared/navigation.port';
import { AppWorker } from './app-worker.port';
import { Connectivity } from './connectivity.port';

/**
 * The site as an offline-proof app (issue 35, item 2): whether the device is online (the "you are offline" note),
 * and the service worker, registered once the page is idle and told which pages the visitor opens in the app, so
 * that they can be read again without a network.
 */
/**
 * How long after an in-app navigation the worker is asked to keep the page (then at the next idle moment): the new
 * screen's own requests, an episode's video first of all, go before the page's copy.
 */
export const KEEP_PAGE_AFTER_MS = 5_000;

@injectable()
export class OfflineAppStore {
  online = true;
  private stops: Array<() => void> = [];
  private readonly pendingKeeps = new Set<() => void>();

  constructor(
    @inject(AppWorker) private readonly worker: AppWorker,
    @inject(Connectivity) private readonly connectivity: Connectivity,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'worker' | 'connectivity' | 'navigation' | 'clock' | 'logger' | 'stops' | 'pendingKeeps'>(
      this,
      { worker: false, connectivity: false, navigation: false, clock: false, logger: false, stops: false, pendingKeeps: false },
      { autoBind: true },
    );
  }

  /** Follows the connection (at once: the note must show on a page opened offline). */
  watchConnectivity(): void {
    this.online = this.connectivity.online();
    this.stops.push(this.connectivity.onChange((online) => this.setOnline(online)));
  }

  /** Registers the worker (the caller waits for an idle moment), then has it keep each page opened in the app. */
  async registerWorker(): Promise<void> {
    try {
      if (!(await this.worker.register())) return;
    } catch (error) {
      // No worker (blocked, a private window, an old browser): the site works as a plain website.
      this.logger.debug('Service worker not registered', error);
      return;
    }
    this.stops.push(
      this.navigation.onChange((change) => {
        // A move within the page (an anchor) is the same page: kept once.
        const page = change.to.split('#')[0]!;
        if (page === change.from.split('#')[0]) return;
        this.keepLater(page);
      }),
    );
  }

  /** A member signed in or out: nothing the worker kept from before is served to the next one. */
  sessionChanged(): void {
    this.worker.forgetPersonal();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    for (const cancel of this.pendingKeeps) cancel();
    this.pendingKeeps.clear();
  }

  /** Asks the worker to keep `page` a while after it opened, at an idle moment. */
  private keepLater(page: string): void {
    let cancel = this.clock.setTimeout(() => {
      cancel = this.clock.whenIdle(() => {
        this.pendingKeeps.delete(cancelKeep);
        this.worker.keep([page]);
      });
    }, KEEP_PAGE_AFTER_MS);
    const cancelKeep = () => cancel();
    this.pendingKeeps.add(cancelKeep);
  }

  private setOnline(online: boolean): void {
    this.online = online;
  }
}
