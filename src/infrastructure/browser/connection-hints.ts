import type { ConnectionHints } from '../../domain/catalog/prefetch.policy';

/** What the browser says about the visitor's connection now (Chromium only; elsewhere undefined, meaning 'fine'). */
export function browserConnectionHints(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
