/**
 * A wait that the next in-app navigation joins (useHeldNavigation), handed over by the link's own click handler,
 * which runs before wouter navigates: a tapped episode's picture moving before its page renders (issue 32).
 */
let pending: Promise<void> | null = null;

/** The coming navigation waits for `until` too (at most the hold's cap). */
export function holdNextNavigation(until: Promise<void>): void {
  pending = until;
}

/** The wait handed over for this navigation, once; null when none. */
export function takeNavigationHold(): Promise<void> | null {
  const until = pending;
  pending = null;
  return until;
}
