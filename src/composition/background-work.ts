import type { Container } from 'inversify';
import { Clock } from '../application/ports/clock.port';
import { VisitorStore } from '../application/visits/visitor.store';

/** Work the first paint must not wait for: the fingerprint library, the visitor call, tracking, the build check. */
export function startAfterFirstPaint(container: Container, starters: ReadonlyArray<(container: Container) => void>): void {
  container.get(Clock).whenIdle(() => {
    void container.get(VisitorStore).identify();
    for (const start of starters) start(container);
  });
}
