import type { InstallOfferMemory } from '../../application/site/install-offer-memory.port';
import type { InstallOfferHistory } from '../../domain/install/install-offer.policy';

const KEY = 'install-offer';
/** Set in the tab's session storage once its visit is counted. */
const COUNTED = 'install-offer-visit';

/** InstallOfferMemory in localStorage; storage that is missing or full reads as a first visit and never throws. */
export class LocalStorageInstallOfferMemory implements InstallOfferMemory {
  constructor(
    private readonly local: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
    private readonly session: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
  ) {}

  visit(): InstallOfferHistory {
    const history = this.read();
    if (this.attempt(() => this.session?.getItem(COUNTED)) !== null) return history;
    this.attempt(() => this.session?.setItem(COUNTED, '1'));
    const counted = { ...history, visits: history.visits + 1 };
    this.write(counted);
    return counted;
  }

  episodeFinished(): void {
    this.write({ ...this.read(), episodeFinished: true });
  }

  answered(): void {
    this.write({ ...this.read(), answered: true });
  }

  private read(): InstallOfferHistory {
    try {
      const parsed = JSON.parse(this.local?.getItem(KEY) ?? '{}') as Partial<InstallOfferHistory>;
      return {
        answered: parsed.answered === true,
        visits: typeof parsed.visits === 'number' && Number.isFinite(parsed.visits) ? parsed.visits : 0,
        episodeFinished: parsed.episodeFinished === true,
      };
    } catch {
      return { answered: false, visits: 0, episodeFinished: false };
    }
  }

  private write(history: InstallOfferHistory): void {
    this.attempt(() => this.local?.setItem(KEY, JSON.stringify(history)));
  }

  private attempt<T>(action: () => T): T | null {
    try {
      return action() ?? null;
    } catch {
      return null;
    }
  }
}
