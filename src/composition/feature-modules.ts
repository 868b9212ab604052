import type { Container, ContainerModule } from 'inversify';
import { observable, runInAction } from 'mobx';
import { CODE_LOAD_POLICY, loadWithRetry, type RetryPolicy } from '../application/site/load-with-retry';
import { Translator } from '../application/shared/translator.port';
import { featureNamespaces, type LazyFeature } from '../domain/routing/route-features';

/** Downloads one feature's container module. */
export type FeatureLoaders = { readonly [F in LazyFeature]: () => Promise<ContainerModule> };

// Each import is its own chunk: the feature's gateways, stores and contract schemas leave the home page's bundle.
const chunkLoaders: FeatureLoaders = {
  film: () => import('./film/film.module').then((m) => m.filmModule),
  actions: () => import('./account/member-actions.module').then((m) => m.memberActionsModule),
  // With the dialogs area (deferred-dialogs.tsx): the login modal's stores.
  signIn: () => import('./account/sign-in.module').then((m) => m.signInModule),
  admin: () => import('./admin/admin.module').then((m) => m.adminModule),
  // With the pages that show comments (route-features.ts), and when a comments section elsewhere asks for its stores.
  community: () => import('./community/community.module').then((m) => m.communityModule),
  listings: () => import('./browse/listings.module').then((m) => m.listingsModule),
  account: () => import('./account/account-pages.module').then((m) => m.accountModule),
  content: () => import('./content/content.module').then((m) => m.contentModule),
  // A signed-in member's bell (site-header.view.tsx), the notices and unsubscribe pages, the settings' switches.
  notifications: () => import('./notifications/notifications.module').then((m) => m.notificationsModule),
};

/** The features of the visitors' pages; the console's `admin` is loaded by the console route alone. */
export const lazyFeatures: readonly LazyFeature[] = ['film', 'actions', 'signIn', 'community', 'listings', 'account', 'content'];

/**
 * Loads feature container modules (and their texts) into a container, each once, however often it is asked. A
 * feature whose code did not arrive after the policy's attempts stays failed until `retryFailed()` (a new page):
 * every render that asks for it meanwhile gets the same failure, for the reload message, and downloads nothing.
 */
export class FeatureModules {
  private readonly pending = new Map<LazyFeature, Promise<void>>();
  private readonly failed = new Set<LazyFeature>();
  private readonly loadedFeatures = observable.set<LazyFeature>();
  // One promise per set of features asked for, so React's `use` sees the same one on every render: a new promise
  // each render would suspend again instead of throwing the failure it already saw.
  private readonly combined = new Map<string, Promise<void>>();
  private readonly waits = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly loaders: FeatureLoaders = chunkLoaders,
    private readonly policy: RetryPolicy = CODE_LOAD_POLICY,
  ) {}

  /** Whether a feature's bindings are in the container (observable). */
  isLoaded(feature: LazyFeature): boolean {
    return this.loadedFeatures.has(feature);
  }

  /** Resolves once every named feature's bindings are in the container: the same promise for the same features. */
  load(features: readonly LazyFeature[]): Promise<void> {
    const key = features.join(',');
    let loading = this.combined.get(key);
    if (!loading) {
      loading = Promise.all(features.map((feature) => this.loadOne(feature))).then(() => undefined);
      this.combined.set(key, loading);
    }
    return loading;
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
      // A failed load settles the wait: the screen renders, and the parts of it that need the missing feature get
      // its kept failure (service-provider.tsx) and show the reload message; the rest of the page stays.
      wait = this.load(missing).catch(() => undefined);
      this.waits.set(key, wait);
    }
    return wait;
  }

  /**
   * Every lazy feature: what a service that is not bound yet must be waiting for. Once one has failed, that failure,
   * without starting the others: their loads would fail the same promise anyway, and a feature's code may import
   * the failed one's (the account settings import the actions chunk), which would download it again.
   */
  loadAll(): Promise<void> {
    const failed = lazyFeatures.find((feature) => this.failed.has(feature));
    const kept = failed === undefined ? undefined : this.pending.get(failed);
    return kept ?? this.load(lazyFeatures);
  }

  /** Forgets the failed features, so the next ask downloads them again (a new page may find the network back). */
  retryFailed(): void {
    if (this.failed.size === 0) return;
    for (const feature of this.failed) this.pending.delete(feature);
    this.failed.clear();
    // The promises that carry a failure are dropped with it; the others would give the same answer anew.
    this.combined.clear();
    this.waits.clear();
  }

  private loadOne(feature: LazyFeature): Promise<void> {
    let loading = this.pending.get(feature);
    if (!loading) {
      // Retried and timed out like the screens' code: a feature that never arrives ends on the reload message. Its
      // texts come with it, so a view that waited for the feature renders them.
      const texts = this.container.get(Translator).loadNamespaces(featureNamespaces[feature]);
      loading = Promise.all([loadWithRetry(this.loaders[feature], this.policy), texts]).then(([module]) => {
        this.container.load(module);
        runInAction(() => this.loadedFeatures.add(feature));
      });
      // Kept, failure included: asking again is not a reason to download again (retryFailed is).
      loading.catch(() => this.failed.add(feature));
      this.pending.set(feature, loading);
    }
    return loading;
  }
}
