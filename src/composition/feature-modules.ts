import type { Container, ContainerModule } from 'inversify';
import { observable, runInAction } from 'mobx';
import { loadWithRetry } from '../application/loading/load-with-retry';
import type { RouteName } from '../domain/routing/route-table';

/** The features whose container modules are not in the entry chunk (`admin`: the operators' console only). */
export type LazyFeature = 'film' | 'accounts' | 'community' | 'admin';

// Each import is its own chunk: the feature's gateways, stores and contract schemas leave the home page's bundle.
const loaders: { readonly [F in LazyFeature]: () => Promise<ContainerModule> } = {
  film: () => import('./modules/film.module').then((m) => m.filmModule),
  accounts: () => import('./modules/accounts.module').then((m) => m.accountsModule),
  admin: () => import('./modules/admin.module').then((m) => m.adminModule),
  // Loaded when a comments section asks for its stores, so a film page's first download does not grow.
  community: () => import('./modules/community.module').then((m) => m.communityModule),
};

/** The features of the visitors' pages; the console's `admin` is loaded by the console route alone. */
export const lazyFeatures: readonly LazyFeature[] = ['film', 'accounts', 'community'];

// Screens of the browse feature, which is always loaded; every other screen shows a film, content or a
// member's page and uses the film feature, the accounts feature (favourite, rate, share) or both.
const browseRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['home', 'ranking', 'search', 'category', 'hotComments', 'commentDetail']);

/** The lazy features a route's screen resolves services from. */
export function featuresOfRoute(route: RouteName): readonly LazyFeature[] {
  return browseRoutes.has(route) ? [] : pageFeatures;
}
const pageFeatures: readonly LazyFeature[] = ['film', 'accounts'];

/** Loads feature container modules into a container, each once, however often it is asked. */
export class FeatureModules {
  private readonly pending = new Map<LazyFeature, Promise<void>>();
  private readonly loadedFeatures = observable.set<LazyFeature>();

  constructor(private readonly container: Container) {}

  /** Whether a feature's bindings are in the container (observable). */
  isLoaded(feature: LazyFeature): boolean {
    return this.loadedFeatures.has(feature);
  }

  /** Resolves once every named feature's bindings are in the container. */
  load(features: readonly LazyFeature[]): Promise<void> {
    return Promise.all(features.map((feature) => this.loadOne(feature))).then(() => undefined);
  }

  /** Every lazy feature: what a service that is not bound yet must be waiting for. */
  loadAll(): Promise<void> {
    return this.load(lazyFeatures);
  }

  private loadOne(feature: LazyFeature): Promise<void> {
    let loading = this.pending.get(feature);
    if (!loading) {
      // Retried and timed out like the screens' code: a feature that never arrives ends on the reload screen.
      loading = loadWithRetry(loaders[feature]).then((module) => {
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
