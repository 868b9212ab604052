import { observable, runInAction, type IObservableValue } from 'mobx';
import { useCallback, useContext, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AroundNavHandler } from 'wouter';
import { Translator } from '../../application/shared/translator.port';
import { namespacesOfRoute } from '../../domain/routing/route-features';
import { parsePath } from '../../domain/routing/route-path.parser';
import type { RouteName } from '../../domain/routing/route-table';
import { useService } from '../shared/use-service.hook';
import { takeNavigationHold } from './navigation-hold';
import { RouteFeaturesContext } from './route-needs';
import { preloadScreen, screenLoaded } from './route-screens';

/** What a route's screen still waits for (its code, texts and lazy features), or null when all of it is here. */
export type RouteArrival = (route: RouteName) => Promise<void> | null;

/** The route's wait: asking starts every load it needs (each is fetched once). */
export function useRouteArrival(): RouteArrival {
  const translator = useService(Translator);
  const routeFeatures = useContext(RouteFeaturesContext);
  return useCallback(
    (route: RouteName) => {
      const waits = [screenLoaded(route) ? null : preloadScreen(route), translator.textsReady(namespacesOfRoute(route)), routeFeatures?.(route) ?? null];
      if (waits.every((wait) => wait === null)) return null;
      return Promise.all(waits).then(() => undefined);
    },
    [translator, routeFeatures],
  );
}

/**
 * Renders the route again, in one task, once what its screen waits for has arrived. React would retry the suspended
 * screen itself, in 5 ms slices that yield to the browser between them: on a phone's throttled CPU each slice does
 * little and each yield restyles the animated skeleton, so a film page's first render took ~500 ms of slices where
 * one task takes a fraction of it (issue 32). Call it above the route's Suspense boundary.
 */
export function useRenderOnArrival(route: RouteName): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const arrival = useRouteArrival();
  useEffect(() => {
    const wait = arrival(route);
    if (!wait) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task later: by then React's callbacks on the promises it was handed (the lazy screen's own load, the texts',
    // the features'), which mark them done, have run, so the render does not suspend again.
    void wait.then(
      () => {
        timer = setTimeout(() => live && flushSync(rerender));
      },
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [route, arrival]);
}

/** How long a tapped link may keep the current page on screen while the next one's code arrives; then its skeleton. */
export const HOLD_MS = 1000;

/**
 * Wouter's `aroundNav` for in-app links: when the next page's code, texts or features are not here yet, the current
 * page stays, under the progress bar, until they are (at most HOLD_MS), and the next page then renders once, whole.
 * Rendering its skeleton at once cost a phone the skeleton's render and the old page's teardown in the tap's task,
 * then a second render when the code came (issue 32). A later tap, or the visitor going back meanwhile, wins. A
 * wait the link's click handed over (navigation-hold.ts) holds the page the same way.
 */
export function useHeldNavigation(): { readonly aroundNav: AroundNavHandler; readonly holding: IObservableValue<boolean> } {
  const arrival = useRouteArrival();
  // Observed by the progress bar alone: the app around it does not render again for a hold.
  const [holding] = useState(() => observable.box(false));
  const setHolding = useCallback((value: boolean) => runInAction(() => holding.set(value)), [holding]);
  const latest = useRef(0);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      const hold = ++latest.current;
      const parsed = parsePath(to);
      const handedOver = takeNavigationHold();
      const arriving = parsed.notFound ? null : arrival(parsed.route);
      const wait = handedOver && arriving ? Promise.all([handedOver, arriving]) : (handedOver ?? arriving);
      if (!wait) {
        setHolding(false);
        navigate(to, options);
        return;
      }
      const from = currentPage();
      setHolding(true);
      const go = () => {
        if (latest.current !== hold) return;
        latest.current += 1;
        clearTimeout(cap);
        setHolding(false);
        if (currentPage() === from) navigate(to, options);
      };
      const cap = setTimeout(go, HOLD_MS);
      wait.then(go, go);
    },
    [arrival, setHolding],
  );
  return { aroundNav, holding };
}

const currentPage = () => location.pathname + location.search;
