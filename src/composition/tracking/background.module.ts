import { ContainerModule, type Container } from 'inversify';
import type { ComponentType } from 'react';
import { TagManagerConsentUseCase } from '../../application/consent/tag-manager-consent.use-case';
import { BuildChecker } from '../../application/shared/build-checker.port';
import { TagManager } from '../../application/shared/tag-manager.port';
import { TrackingPixel } from '../../application/shared/tracking-pixel.port';
import { BuildCheckUseCase } from '../../application/site/build-check.use-case';
import { LandingClassificationUseCase } from '../../application/tracking/landing-classification.use-case';
import { PageViewTrackingUseCase } from '../../application/tracking/page-view-tracking.use-case';
import { ShareVisitUseCase } from '../../application/sharing/share-visit.use-case';
import { GoogleTagManager } from '../../infrastructure/browser/google-tag-manager.adapter';
import { ImageTrackingPixel } from '../../infrastructure/browser/image-tracking-pixel.adapter';
import { KyBuildChecker } from '../../infrastructure/http/ky-build-checker.adapter';
import { UpdateNotice } from '../../ui/site/update-notice.view';

/**
 * The browser's background work: the landing's traffic source, a shared link's visit and visit tracking, the tag manager, the check for a newer deploy and its prompt.
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
});

export interface Background {
  startTagManager(): void;
  startPageViews(): void;
  startBuildCheck(): void;
  /** The 'new version' prompt, mounted beside the app once this is loaded (deferred-update-notice.tsx). */
  readonly UpdateNotice: ComponentType;
}

/** Loads the background work into the app's container; returns what starts it. */
export function attachBackground(container: Container): Background {
  container.load(backgroundModule);
  // Before any page view is sent: each carries the source.
  container.get(LandingClassificationUseCase).run();
  // A friend's visit through a shared link, confirmed once the page is idle.
  container.get(ShareVisitUseCase).start();
  return {
    startTagManager: () => container.get(TagManagerConsentUseCase).start(),
    startPageViews: () => container.get(PageViewTrackingUseCase).start(),
    startBuildCheck: () => container.get(BuildCheckUseCase).start(),
    UpdateNotice,
  };
}
