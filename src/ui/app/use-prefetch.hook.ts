import { useCallback, useContext } from 'react';
import { shouldPrefetch, type ConnectionHints } from '../../domain/catalog/prefetch.policy';
import { parsePath } from '../../domain/routing/route-path.parser';
import { PrefetchContext } from './prefetch-context';

/** The visitor's connection as the browser reports it (Chromium only; elsewhere undefined, meaning 'fine'). */
function connectionHints(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** Returns `prefetch(href)`: loads the code of the screen behind a link on intent, unless the connection is slow. */
export function usePrefetch(): (href: string) => void {
  const preloadScreen = useContext(PrefetchContext);
  return useCallback(
    (href: string) => {
      if (!shouldPrefetch(connectionHints())) return;
      const parsed = parsePath(href);
      if (!parsed.notFound) preloadScreen(parsed.route);
    },
    [preloadScreen],
  );
}
