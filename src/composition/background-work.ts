import type { Container } from 'inversify';
import { Clock } from '../application/ports/clock.port';
import { BuildCheckUseCase } from '../application/visits/build-check.use-case';
import { PageViewTrackingUseCase } from '../application/visits/page-view-tracking.use-case';
import { VisitorStore } from '../application/visits/visitor.store';

/**
 * Work the first paint must not wait for: the fingerprint library and the visitor call, then tracking (its events
 * carry the visitor id, so it starts once the visitor is known or could not be) and the build check.
 */
export function startAfterFirstPaint(container: Container): void {
  container.get(Clock).whenIdle(() => {
    void container
      .get(VisitorStore)
      .identify()
      .finally(() => container.get(PageViewTrackingUseCase).start());
    container.get(BuildCheckUseCase).start();
  });
}
