import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Logger } from '../shared/logger.port';
import { Navigation } from '../shared/navigation.port';
import { AppWorker } from './app-worker.port';
import { Connectivity } from './connectivity.port';

/**
 * The site as an offline-proof app (issue 35, item 2): whether the device is online (the "you are offline" note),
 * and the service worker, registered once the page is idle and told which pages the visitor opens in the app, so
 * that they can be read again without a network.
 */
@injectable()
export class OfflineAppStore {
  online = true;
  private stops: Array<() => void> = [];

  constructor(
    @inject(AppWorker) private readonly worker: AppWorker,
    @inject(Connectivity) private readonly connectivity: Connectivity,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'worker' | 'connectivity' | 'navigation' | 'logger' | 'stops'>(
      this,
      { worker: false, connectivity: false, navigation: false, logger: false, stops: false },
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
        if (page !== change.from.split('#')[0]) this.worker.keep([page]);
      }),
    );
  }

  /** A member signed in or out: nothing the worker kept from before is served to the next one. */
  sessionChanged(): void {
    this.worker.forgetPersonal();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  private setOnline(online: boolean): void {
    this.online = online;
  }
}
