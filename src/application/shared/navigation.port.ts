import type { ServiceIdentifier } from 'inversify';

/** How the current location was reached: a new page, a replaced entry, or back/forward. */
export type NavigationKind = 'push' | 'replace' | 'pop';

/** A change of location, reported after the history entry changed. */
export interface NavigationChange {
  readonly from: string;
  readonly to: string;
  readonly kind: NavigationKind;
}

/**
 * The browser location, compatible with wouter's browser location (both use the History API). New pages start at
 * the top, anchors scroll to their target, back and forward restore the position saved for that history entry.
 */
export interface Navigation {
  /** The current path with its query string and hash (observable). */
  readonly path: string;
  /** The current path without query and hash (observable). */
  readonly pathname: string;
  /** The current query parameters. */
  searchParams(): URLSearchParams;
  navigate(to: string): void;
  replace(to: string): void;
  reload(): void;
  openInNewTab(url: string): void;
  /** Called after each location change; returns an unsubscribe function. */
  onChange(listener: (change: NavigationChange) => void): () => void;
  /** Views call this once the new page's content has rendered, so a restored position can finally be reached. */
  restoreScroll(): void;
}
export const Navigation = Symbol.for('Navigation') as ServiceIdentifier<Navigation>;
