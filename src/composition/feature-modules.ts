import type { Container, ContainerModule } from 'inversify';
import { observable, runInAction } from 'mobx';
import { loadWithRetry } from '../application/loading/load-with-retry';
import { Translator } from '../application/ports/translator.port';
import { featureNamespaces, type LazyFeature } from '../domain/routing/route-features';

// Each import is its own chunk: the feature's gateways, stores and contract schemas leave the home page's bundle.
const loaders: { readonly [F in LazyFeature]: () => Promise<ContainerModule> } = {
  film: () => import('./modules/film.module').then((m) => m.filmModule),
  accounts: () => import('./modules/accounts.module').then((m) => m.accountsModule),
  admin: () => import('./modules/admin.module').then((m) => m.adminModule),
  // With the pages that show comments (route-features.ts), and when a comments section elsewhere asks for its stores.
  community: () => import('./modules/community.module').then((m) => m.communityModule),
  listings: () => import('./modules/listings.module').then((m) => m.listingsModule),
  account: () => import('./modules/account.module').then((m) => m.accountModule),
  content: () => import('./modules/content.module').then((m) => m.contentModule),
};

/** The features of the visitors' pages; the console's `admin` is loaded by the console route alone. */
export const lazyFeatures: readonly LazyFeature[] = ['film', 'accounts', 'community', 'listings', 'account', 'content'];

/** Loads feature container modules (and their texts) into a container, each once, however often it is asked. */
export class FeatureModules {
  private readonly pending = new Map<LazyFeature, Promise<void>>();
  private readonly loadedFeatures = observable.set<LazyFeature>();
  private readonly waits = new Map<string, Promise<void>>();

  constructor(private readonly container: Container) {}

  /** Whether a feature's bindings are in the container (observable). */
  isLoaded(feature: LazyFeature): boolean {
    return this.loadedFeatures.has(feature);
  }

  /** Resolves once every named feature's bindings are in the container. */
  load(features: readonly LazyFeature[]): Promise<void> {
    return Promise.all(features.map((feature) => this.loadOne(feature))).then(() => undefined);
  }

  /**
   * Null when the features are loaded (render at once), else their load: the same promise each time for the same
   * features, for React's `use` (a route's screen waits for its features: ui/app/route-needs.tsx).
   */
  ready(features: readonly LazyFeature[]): Promise<void> | null {
    const missing = features.filter((feature) => !this.isLoaded(feature));
    if (missing.length === 0) return null;
    const key = missing.join(',');
    let wait = this.waits.get(key);
    if (!wait) {
      // A failed load settles the wait for good: the screen then renders, its services ask again (service-provider.tsx)
      // and a feature that still does not arrive ends on the reload screen, instead of the skeleton retrying forever.
      wait = this.load(missing).catch(() => undefined);
      this.waits.set(key, wait);
    }
    return wait;
  }

  /** Every lazy feature: what a service that is not bound yet must be waiting for. */
  loadAll(): Promise<void> {
    return this.load(lazyFeatures);
  }

  private loadOne(feature: LazyFeature): Promise<void> {
    let loading = this.pending.get(feature);
    if (!loading) {
      // Retried and timed out like the screens' code: a feature that never arrives ends on the reload screen. Its
      // texts come with it, so a view that waited for the feature renders them.
      const texts = this.container.get(Translator).loadNamespaces(featureNamespaces[feature]);
      loading = Promise.all([loadWithRetry(loaders[feature]), texts]).then(([module]) => {
        this.container.load(module);
        runInAction(() => this.loadedFeatures.add(feature));
      });
      // A failed chunk download may succeed on the next navigation; do not remember the failure.
      loading.catch(() => this.pending.delete(feature));
      this.pending.set(feature, loading);
    }
    return loading;
  }
}
