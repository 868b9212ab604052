import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the server's HTML and in the browser's hydrating render, true right after: for what only the browser's
 * moment has (a toast of a call that failed while the page was hydrating), which the server's HTML cannot match.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
