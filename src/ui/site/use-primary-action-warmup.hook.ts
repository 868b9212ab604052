import { useEffect } from 'react';
import { Clock } from '../../application/shared/clock.port';
import { useService } from '../shared/use-service.hook';
import { usePrefetch } from './use-prefetch.hook';

/**
 * How long a page is on screen before the page of its main action is fetched ahead: by then the visitor is reading
 * it, and the page's own start (its code, answers and first paints) is over.
 */
export const PRIMARY_ACTION_WARM_MS = 1500;

/**
 * Fetches ahead, as the prefetch policy allows, the code and data of the page a screen's main action opens (a film
 * page's Watch): a while after the screen mounted, at an idle moment. The code is then run before the tap, so the
 * tap's page renders at once: a dynamic import made at the tap, even of code already here, resolved only after the
 * tap's own work (touch handlers, the images the scroll brought in), ~500 ms on a phone (issue 32).
 */
export function usePrimaryActionWarmup(href: string | null): void {
  const prefetch = usePrefetch();
  const clock = useService(Clock);
  useEffect(() => {
    if (href === null) return;
    let cancelIdle = () => undefined as void;
    const cancelTimer = clock.setTimeout(() => {
      cancelIdle = clock.whenIdle(() => prefetch(href, 'viewport'));
    }, PRIMARY_ACTION_WARM_MS);
    return () => {
      cancelTimer();
      cancelIdle();
    };
  }, [href, prefetch, clock]);
}
