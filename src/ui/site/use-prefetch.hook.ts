import { useCallback, useContext } from 'react';
import { PrefetchPlanner, type ConnectionHints, type PrefetchTrigger } from '../../domain/catalog/prefetch.policy';
import { PagePayloads } from '../../application/shared/page-payloads.port';
import { parsePath } from '../../domain/routing/route-path.parser';
import { useService } from '../shared/use-service.hook';
import { PrefetchContext } from './prefetch-context';

/** The visitor's connection as the browser reports it (Chromium only; elsewhere undefined, meaning 'fine'). */
function connectionHints(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

// One planner for the app: screen code is fetched once per visit, link data within a budget per page.
const planner = new PrefetchPlanner();
let plannerPage: string | null = null;

/**
 * Returns `prefetch(href, trigger)`: on intent, loads the code of the screen behind a link and the data it shows
 * first (its page payload: one request), as the prefetch policy allows (not on slow or data-saving connections,
 * within a per-page budget).
 */
export function usePrefetch(): (href: string, trigger?: PrefetchTrigger) => void {
  const preloadScreen = useContext(PrefetchContext);
  const payloads = useService(PagePayloads);
  return useCallback(
    (href: string, trigger: PrefetchTrigger = 'hover') => {
      const parsed = parsePath(href);
      if (parsed.notFound) return;
      if (plannerPage !== location.pathname) {
        plannerPage = location.pathname;
        planner.newPage();
      }
      const decision = planner.decide(parsed.route, href, trigger, connectionHints());
      if (decision.code) preloadScreen(parsed.route);
      if (decision.data) payloads.prefetch(href);
    },
    [preloadScreen, payloads],
  );
}
