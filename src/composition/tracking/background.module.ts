import { ContainerModule, type Container } from 'inversify';
import { reaction } from 'mobx';
import type { ComponentType } from 'react';
import { SessionStore } from '../../application/account/session.store';
import { TagManagerConsentUseCase } from '../../application/consent/tag-manager-consent.use-case';
import { BuildChecker } from '../../application/shared/build-checker.port';
import { TagManager } from '../../application/shared/tag-manager.port';
import { AppWorker } from '../../application/site/app-worker.port';
import { BuildCheckUseCase } from '../../application/site/build-check.use-case';
import { Connectivity } from '../../application/site/connectivity.port';
import { OfflineAppStore } from '../../application/site/offline-app.store';
import { InstallOfferMemory } from '../../application/site/install-offer-memory.port';
import { InstallOfferStore } from '../../application/site/install-offer.store';
import { InstallPrompt } from '../../application/site/install-prompt.port';
import { LandingClassificationUseCase } from '../../application/tracking/landing-classification.use-case';
import { PageViewTrackingUseCase } from '../../application/tracking/page-view-tracking.use-case';
import { ShareVisitUseCase } from '../../application/sharing/share-visit.use-case';
import { GoogleTagManager } from '../../infrastructure/browser/google-tag-manager.adapter';
import { BrowserInstallPrompt } from '../../infrastructure/browser/browser-install-prompt.adapter';
import { BrowserConnectivity } from '../../infrastructure/browser/browser-connectivity.adapter';
import { BrowserServiceWorker } from '../../infrastructure/browser/browser-service-worker.adapter';
import { LocalStorageInstallOfferMemory } from '../../infrastructure/storage/local-storage-install-offer-memory.adapter';
import { KyBuildChecker } from '../../infrastructure/http/ky-build-checker.adapter';
import { yieldToMain } from '../../infrastructure/browser/yield-to-main';
import { InstallOffer } from '../../ui/site/install-offer.view';
import { OfflineBanner } from '../../ui/site/offline-banner.view';
import { UpdateNotice } from '../../ui/site/update-notice.view';

/**
 * The browser's background work: the landing's traffic source, a shared link's visit and visit tracking, the tag manager, the check for a newer deploy and its prompt, the offer to install the app, the service worker and the offline note.
 * Nothing the first paint or hydration uses (the prompt shows only once a check found a new build), so a chunk of
 * its own that background-work.ts loads once the page is hydrated; the server binds none of it.
 */
export const backgroundModule = new ContainerModule(({ bind }) => {
  bind(TagManager).toDynamicValue(() => new GoogleTagManager());
  bind(BuildChecker).toDynamicValue(() => new KyBuildChecker());
  bind(PageViewTrackingUseCase).toSelf();
  bind(TagManagerConsentUseCase).toSelf();
  bind(BuildCheckUseCase).toSelf();
  bind(LandingClassificationUseCase).toSelf();
  bind(ShareVisitUseCase).toSelf();
  bind(InstallPrompt).toDynamicValue(() => new BrowserInstallPrompt());
  bind(InstallOfferMemory).toDynamicValue(() => new LocalStorageInstallOfferMemory());
  bind(InstallOfferStore).toSelf().inSingletonScope();
  bind(AppWorker)
    .toDynamicValue(() => new BrowserServiceWorker())
    .inSingletonScope();
  bind(Connectivity).toDynamicValue(() => new BrowserConnectivity());
  bind(OfflineAppStore).toSelf().inSingletonScope();
});

export interface Background {
  startTagManager(): void;
  startPageViews(): void;
  startBuildCheck(): void;
  /** Registers the service worker (issue 35): at the page's first idle moment, never while an episode starts. */
  startOfflineApp(): void;
  /** The 'new version' prompt, mounted beside the app once this is loaded (deferred-update-notice.tsx). */
  readonly UpdateNotice: ComponentType;
  /** The offer to install the site as an app, mounted beside it (issue 35). */
  readonly InstallOffer: ComponentType;
  /** The "you are offline" note, mounted the same way. */
  readonly OfflineBanner: ComponentType;
}

/**
 * Loads the background work into the app's container; resolves with what starts it. Its steps are first-run code
 * (the module's classes, the traffic classifier, the stores): one task each, as together they were one ~110 ms task
 * on the phone profile (4x CPU) right after the page was hydrated.
 */
export async function attachBackground(container: Container): Promise<Background> {
  await yieldToMain();
  container.load(backgroundModule);
  await yieldToMain();
  // Before any page view is sent (they wait for this promise): each carries the source.
  container.get(LandingClassificationUseCase).run();
  await yieldToMain();
  // A friend's visit through a shared link, confirmed once the page is idle.
  container.get(ShareVisitUseCase).start();
  // Counts the visit and waits for the browser's install prompt (captured since the start, main.tsx).
  container.get(InstallOfferStore).start();
  await yieldToMain();
  // The offline note follows the connection from now on (a page opened offline shows it at once).
  const offline = container.get(OfflineAppStore);
  offline.watchConnectivity();
  // Signing in or out: the worker forgets the API answers it kept (only anonymous ones are ever kept).
  reaction(() => container.get(SessionStore).token, offline.sessionChanged);
  return {
    startTagManager: () => container.get(TagManagerConsentUseCase).start(),
    startPageViews: () => container.get(PageViewTrackingUseCase).start(),
    startBuildCheck: () => container.get(BuildCheckUseCase).start(),
    startOfflineApp: () => void offline.registerWorker(),
    UpdateNotice,
    InstallOffer,
    OfflineBanner,
  };
}
