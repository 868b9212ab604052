/** What the browser says about the visitor's connection (Network Information API; every field may be missing). */
export interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

const slowConnections = new Set(['slow-2g', '2g']);

/** Spec section 9: prefetching on intent is skipped when the visitor saves data or is on a slow connection. */
export function shouldPrefetch(hints: ConnectionHints | undefined): boolean {
  if (!hints) return true;
  if (hints.saveData === true) return false;
  return !slowConnections.has(hints.effectiveType ?? '');
}

/**
 * How the visitor showed interest in a link: pointer over it, keyboard focus, a touch, or it stayed on screen while
 * they used the page (`viewport`) or before they did anything at all (`glance`: the cards a visitor sees on arrival
 * are the ones most often tapped first, and their data is small; their code is not run for a mere glance).
 */
export type PrefetchTrigger = 'hover' | 'focus' | 'touch' | 'viewport' | 'glance';

/** What to fetch ahead for one link: the screen's code (once per screen) and its data (once per link). */
export interface PrefetchDecision {
  readonly code: boolean;
  readonly data: boolean;
}

/** How long a link must stay on screen before it counts as intent: a glance while scrolling past does not. */
export const VIEWPORT_DWELL_MS = 1000;

export interface PrefetchLimits {
  /** Links whose data one page may prefetch only because they were on screen (a rail shows several at once). */
  readonly viewportDataPerPage: number;
  /** Links whose data one page may prefetch in all, so a visitor sweeping the pointer over a grid costs little. */
  readonly dataPerPage: number;
}

const defaultLimits: PrefetchLimits = { viewportDataPerPage: 4, dataPerPage: 16 };
const nothing: PrefetchDecision = { code: false, data: false };

/**
 * Decides, link by link, what to prefetch on intent (spec section 9): nothing on a slow or data-saving connection;
 * each screen's code once; each link's data once, within a per-page budget that viewport-only interest draws on
 * sparingly. `newPage` starts a fresh budget (the code already fetched stays fetched).
 */
export class PrefetchPlanner {
  private readonly codeFetched = new Set<string>();
  private readonly dataFetched = new Set<string>();
  private dataCount = 0;
  private viewportDataCount = 0;

  constructor(private readonly limits: PrefetchLimits = defaultLimits) {}

  /** The decision for a link to `href` showing `screen` (a route name), and records it as done. */
  decide(screen: string, href: string, trigger: PrefetchTrigger, hints: ConnectionHints | undefined): PrefetchDecision {
    if (!shouldPrefetch(hints)) return nothing;
    const code = trigger !== 'glance' && !this.codeFetched.has(screen);
    if (code) this.codeFetched.add(screen);
    const data = this.takeDataSlot(href, trigger);
    return code || data ? { code, data } : nothing;
  }

  /** A new page: its links start a new data budget. */
  newPage(): void {
    this.dataFetched.clear();
    this.dataCount = 0;
    this.viewportDataCount = 0;
  }

  private takeDataSlot(href: string, trigger: PrefetchTrigger): boolean {
    if (this.dataFetched.has(href) || this.dataCount >= this.limits.dataPerPage) return false;
    if (trigger === 'viewport' || trigger === 'glance') {
      if (this.viewportDataCount >= this.limits.viewportDataPerPage) return false;
      this.viewportDataCount += 1;
    }
    this.dataFetched.add(href);
    this.dataCount += 1;
    return true;
  }
}
