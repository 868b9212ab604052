import { ContainerModule, type Container } from 'inversify';
import type { ComponentType } from 'react';
import { TagManagerConsentUseCase } from '../../application/consent/tag-manager-consent.use-case';
import { BuildChecker } from '../../application/shared/build-checker.port';
import { TagManager } from '../../application/shared/tag-manager.port';
import { TrackingPixel } from '../../application/shared/tracking-pixel.port';
import { BuildCheckUseCase } from '../../application/site/build-check.use-case';
import { InstallOfferMemory } from '../../application/site/install-offer-memory.port';
import { InstallOfferStore } from '../../application/site/install-offer.store';
import { InstallPrompt } from '../../application/site/install-prompt.port';
import { LandingClassificationUseCase } from '../../application/tracking/landing-classification.use-case';
import { PageViewTrackingUseCase } from '../../application/tracking/page-view-tracking.use-case';
import { ShareVisitUseCase } from '../../application/sharing/share-visit.use-case';
import { GoogleTagManager } from '../../infrastructure/browser/google-tag-manager.adapter';
import { BrowserInstallPrompt } from '../../infrastructure/browser/browser-install-prompt.adapter';
import { ImageTrackingPixel } from '../../infrastructure/browser/image-tracking-pixel.adapter';
import { LocalStorageInstallOfferMemory } from '../../infrastructure/storage/local-storage-install-offer-memory.adapter';
import { KyBuildChecker } from '../../infrastructure/http/ky-build-checker.adapter';
import { InstallOffer } from '../../ui/site/install-offer.view';
import { UpdateNotice } from '../../ui/site/update-notice.view';

/**
 * The browser's background work: the landing's traffic source, a shared link's visit and visit tracking, the tag manager, the check for a newer deploy and its prompt, the offer to install the app.
 * Nothing the first paint or hydration uses (the prompt shows only once a check found a new build), so a chunk of
 * its own that background-work.ts loads once the page is hydrated; the server binds none of it.
 */
export const backgroundModule = new ContainerModule(({ bind }) => {
  bind(TrackingPixel).toDynamicValue(() => new ImageTrackingPixel());
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
});

export interface Background {
  startTagManager(): void;
  startPageViews(): void;
  startBuildCheck(): void;
  /** The 'new version' prompt, mounted beside the app once this is loaded (deferred-update-notice.tsx). */
  readonly UpdateNotice: ComponentType;
  /** The offer to install the site as an app, mounted beside it (issue 35). */
  readonly InstallOffer: ComponentType;
}

/** Loads the background work into the app's container; returns what starts it. */
export function attachBackground(container: Container): Background {
  container.load(backgroundModule);
  // Before any page view is sent: each carries the source.
  container.get(LandingClassificationUseCase).run();
  // A friend's visit through a shared link, confirmed once the page is idle.
  container.get(ShareVisitUseCase).start();
  // Counts the visit and waits for the browser's install prompt (captured since the start, main.tsx).
  container.get(InstallOfferStore).start();
  return {
    startTagManager: () => container.get(TagManagerConsentUseCase).start(),
    startPageViews: () => container.get(PageViewTrackingUseCase).start(),
    startBuildCheck: () => container.get(BuildCheckUseCase).start(),
    UpdateNotice,
    InstallOffer,
  };
}
