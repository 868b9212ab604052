import { useContext, useEffect, useReducer } from 'react';
import { flushSync } from 'react-dom';
import { Translator } from '../../application/shared/translator.port';
import { namespacesOfRoute } from '../../domain/routing/route-features';
import type { RouteName } from '../../domain/routing/route-table';
import { useService } from '../shared/use-service.hook';
import { RouteFeaturesContext } from './route-needs';
import { preloadScreen, screenLoaded } from './route-screens';

/**
 * Renders the route again, in one task, once what its screen waits for (its code, texts and features) has arrived.
 * React would retry the suspended screen itself, in 5 ms slices that yield to the browser between them: on a phone's
 * throttled CPU each slice does little and each yield restyles the animated skeleton, so a film page's first render
 * took ~500 ms of slices where one task takes a fraction of it (issue 32). Call it above the route's Suspense boundary.
 */
export function useRenderOnArrival(route: RouteName): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const translator = useService(Translator);
  const routeFeatures = useContext(RouteFeaturesContext);
  useEffect(() => {
    const waits = [screenLoaded(route) ? null : preloadScreen(route), translator.textsReady(namespacesOfRoute(route)), routeFeatures?.(route) ?? null];
    if (waits.every((wait) => wait === null)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task later: React's own callbacks on the same promises (which mark them done) have run by then.
    void Promise.all(waits).then(
      () => {
        timer = setTimeout(() => live && flushSync(rerender));
      },
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [route, translator, routeFeatures]);
}
