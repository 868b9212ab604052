import type { ServiceIdentifier } from 'inversify';

/** The moments a page-time event must be sent: the tab is hidden or the page is being left. */
export interface PageLifecycle {
  /** Called on visibilitychange to hidden and on pagehide; returns an unsubscribe function. */
  onHide(listener: () => void): () => void;
  /** Called when the tab becomes visible again. */
  onShow(listener: () => void): () => void;
}
export const PageLifecycle = Symbol.for('PageLifecycle') as ServiceIdentifier<PageLifecycle>;
