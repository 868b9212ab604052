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
