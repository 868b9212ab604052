import type { Container } from 'inversify';
import { Clock } from '../application/ports/clock.port';
import { BuildCheckUseCase } from '../application/visits/build-check.use-case';
import { PageViewTrackingUseCase } from '../application/visits/page-view-tracking.use-case';
import { VisitorStore } from '../application/visits/visitor.store';

/**
 * How long after the page first goes idle a new visitor is fingerprinted. The fingerprint measures fonts, canvas and
 * audio on the main thread (a few hundred milliseconds on a cheap phone): it waits until the page has settled and
 * the visitor has started reading, instead of competing with the first render and the first scroll. A screen that
 * needs the visitor sooner (the player's play permission) asks for it itself.
 */
export const IDENTIFY_AFTER_IDLE_MS = 3000;

/** What the background work drives; the container's services in the app, fakes in tests. */
export interface BackgroundWork {
  readonly clock: Pick<Clock, 'whenIdle' | 'setTimeout'>;
  readonly visitor: Pick<VisitorStore, 'fingerprintId' | 'identify'>;
  startBuildCheck(): void;
  startTracking(): void;
}

/**
 * Schedules the work the first paint must not wait for: the build check at idle; tracking at once for a known
 * visitor, or for a new one once the (deferred) fingerprint and visitor call are done or have failed, since every
 * event carries the visitor id.
 */
export function scheduleBackgroundWork({ clock, visitor, startBuildCheck, startTracking }: BackgroundWork): void {
  clock.whenIdle(() => {
    startBuildCheck();
    if (visitor.fingerprintId !== null) return startTracking();
    clock.setTimeout(() => clock.whenIdle(() => void visitor.identify().finally(startTracking)), IDENTIFY_AFTER_IDLE_MS);
  });
}

/** The app's background work, from the container. */
export function startAfterFirstPaint(container: Container): void {
  scheduleBackgroundWork({
    clock: container.get(Clock),
    visitor: container.get(VisitorStore),
    startBuildCheck: () => container.get(BuildCheckUseCase).start(),
    startTracking: () => container.get(PageViewTrackingUseCase).start(),
  });
}
