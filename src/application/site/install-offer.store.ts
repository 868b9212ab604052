import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { installOfferShows, type InstallOfferHistory } from '../../domain/install/install-offer.policy';
import { InstallOfferMemory } from './install-offer-memory.port';
import { InstallPrompt } from './install-prompt.port';

/**
 * The offer to install the site as an app: made once, on a second visit or after an episode finished, on a screen
 * without the player or the privacy choices (install-offer.policy.ts); its answer is remembered.
 */
@injectable()
export class InstallOfferStore {
  history: InstallOfferHistory = { answered: true, visits: 0, episodeFinished: false };
  installable = false;
  private started = false;

  constructor(
    @inject(InstallPrompt) private readonly browser: InstallPrompt,
    @inject(InstallOfferMemory) private readonly memory: InstallOfferMemory,
  ) {
    makeAutoObservable<InstallOfferStore, 'browser' | 'memory' | 'started'>(this, { browser: false, memory: false, started: false }, { autoBind: true });
  }

  /** Counts the visit and listens for the browser's offer, an installation and finished episodes. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.history = this.memory.visit();
    this.browser.onInstallable(() => this.setInstallable(true));
    this.browser.onInstalled(() => {
      this.setInstallable(false);
      this.remember();
    });
    this.browser.onEpisodeFinished(() => {
      this.memory.episodeFinished();
      this.history = { ...this.history, episodeFinished: true };
    });
  }

  /** Whether the offer shows on a screen with (or without) the player and the privacy choices. */
  showsWith(playerOnScreen: boolean, consentOpen: boolean): boolean {
    return installOfferShows(this.history, { installable: this.installable, playerOnScreen, consentOpen });
  }

  /** The visitor chose to install: the browser's dialog, whatever its answer the offer is done. */
  async install(): Promise<void> {
    const answer = await this.browser.prompt();
    if (answer !== 'unavailable') this.remember();
    this.setInstallable(false);
  }

  /** Not now: never again. */
  dismiss(): void {
    this.remember();
  }

  private setInstallable(value: boolean): void {
    this.installable = value;
  }

  private remember(): void {
    this.memory.answered();
    this.history = { ...this.history, answered: true };
  }
}
