import type { PageLifecycle } from '../page-lifecycle.port';

/** Page visibility for tests: hide() and show() fire the listeners. */
export class FakePageLifecycle implements PageLifecycle {
  private readonly hideListeners = new Set<() => void>();
  private readonly showListeners = new Set<() => void>();

  onHide(listener: () => void): () => void {
    this.hideListeners.add(listener);
    return () => this.hideListeners.delete(listener);
  }

  onShow(listener: () => void): () => void {
    this.showListeners.add(listener);
    return () => this.showListeners.delete(listener);
  }

  hide(): void {
    for (const listener of this.hideListeners) listener();
  }

  show(): void {
    for (const listener of this.showListeners) listener();
  }
}
