import { ContainerModule, type Container } from 'inversify';
import { TagManagerConsentUseCase } from '../../application/consent/tag-manager-consent.use-case';
import { TagManager } from '../../application/ports/tag-manager.port';
import { TrackingPixel } from '../../application/ports/tracking-pixel.port';
import { PageViewTrackingUseCase } from '../../application/visits/page-view-tracking.use-case';
import { GoogleTagManager } from '../../infrastructure/browser/google-tag-manager.adapter';
import { ImageTrackingPixel } from '../../infrastructure/browser/image-tracking-pixel.adapter';

/**
 * The browser's visit tracking and tag manager: nothing the first paint or hydration uses, so a chunk of its own
 * that background-work.ts loads once the page is hydrated (the server never tracks: its container binds neither).
 */
export const trackingModule = new ContainerModule(({ bind }) => {
  bind(TrackingPixel).toDynamicValue(() => new ImageTrackingPixel());
  bind(TagManager).toDynamicValue(() => new GoogleTagManager());
  bind(PageViewTrackingUseCase).toSelf();
  bind(TagManagerConsentUseCase).toSelf();
});

/** Loads the tracking into the app's container; returns what starts it. */
export function attachTracking(container: Container): { startTagManager(): void; startPageViews(): void } {
  container.load(trackingModule);
  return {
    startTagManager: () => container.get(TagManagerConsentUseCase).start(),
    startPageViews: () => container.get(PageViewTrackingUseCase).start(),
  };
}
