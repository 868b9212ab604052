import type { IObservableValue } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useContext, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { Clock } from '../../application/shared/clock.port';
import { CodeLoadError } from '../../application/site/load-with-retry';
import { Logger } from '../../application/shared/logger.port';
import { Navigation } from '../../application/shared/navigation.port';
import { Translator } from '../../application/shared/translator.port';
import { consoleSectionOf } from '../../domain/admin/console-path';
import { namespacesOfRoute } from '../../domain/routing/route-features';
import { parsePath, type RouteMatch } from '../../domain/routing/route-path.parser';
import type { RouteName } from '../../domain/routing/route-table';
import { BottomNav } from './bottom-nav.view';
import { ErrorScreen } from '../shared/error-screen.view';
import { LoadFailedScreen } from '../shared/load-failed-screen.view';
import { ToastHost } from './toast-host.view';
import { ConsentHost } from '../consent/consent-host.view';
import '../shared/global.css';
import { useService } from '../shared/use-service.hook';
import { LinkIntentPrefetch } from './link-intent-prefetch.view';
import { MinimalLayout } from './minimal-layout.view';
import { SharedLayout } from './shared-layout.view';
import { ConsoleRoute } from './console-route.view';
import { ErrorBoundary } from './error-boundary.view';
import { HeadSync } from './head-sync.view';
import { RouteFallback } from './route-fallback.view';
import { NavigationProgress } from './navigation-progress.view';
import { RouteFeaturesContext, RouteNeeds } from './route-needs';
import { ScreenReady } from './screen-ready';
import { PrefetchContext } from './prefetch-context';
import { preloadScreen, screenLayout, screenOf, type ScreenLayout } from './route-screens';
import { preloadRouteCode } from './route-code-preload';
import { useHeldNavigation, useRenderOnArrival } from './route-arrival.hook';

/**
 * The app shell: reads the location through the routing module (every route of spec section 2 in its 11
 * variants), renders the route's lazily loaded screen in its layout, and the 404 screen for anything else.
 * Render errors and failed chunk loads end on the error screen, whose 'Go back home' clears them and goes to /.
 * The dialogs area is mounted beside the app by the composition root, once a page needs it (deferred-dialogs.tsx).
 */
export const App = observer(function App() {
  const [location, navigate] = useLocation();
  const logger = useService(Logger);
  const navigation = useService(Navigation);
  const year = new Date(useService(Clock).now()).getFullYear();
  const parsed = parsePath(location);
  const language = parsed.lang;
  const translator = useService(Translator);
  const routeFeatures = useContext(RouteFeaturesContext);
  // On intent, the screen's code together with the texts and features its RouteNeeds waits for: asked for after
  // the screen's chunk arrived, they were one more round trip after the tap. All its chunks go out first.
  const preloadRoute = useCallback(
    (route: RouteName) => {
      preloadRouteCode(route);
      translator.loadNamespaces(namespacesOfRoute(route)).catch(() => undefined);
      routeFeatures?.(route)?.catch(() => undefined);
      void preloadScreen(route);
    },
    [translator, routeFeatures],
  );
  const held = useHeldNavigation();
  return (
    <PrefetchContext.Provider value={preloadRoute}>
      <Router aroundNav={held.aroundNav}>
        <HoldProgress holding={held.holding} />
        <LinkIntentPrefetch />
        <HeadSync path={parsed.notFound ? null : location} language={language} />
        <ErrorBoundary
          resetKey={location}
          onError={(error) => logger.error('Unhandled render error', error)}
          fallback={(error, reset) => {
            const goHome = () => {
              reset();
              navigate('/');
            };
            return (
              <main id="main">
                {error instanceof CodeLoadError ? (
                  <LoadFailedScreen onReload={() => navigation.reload()} onGoHome={goHome} />
                ) : (
                  <ErrorScreen statusCode={500} message={error.message} stack={error.stack} onGoHome={goHome} />
                )}
                <ScreenReady />
              </main>
            );
          }}
        >
          {parsed.notFound ? (
            <>
              {consoleSectionOf(location) !== null ? (
                <ConsoleRoute notFound={notFoundScreen(year, parsed.status, parsed.reason, () => navigate('/'))} />
              ) : (
                notFoundScreen(year, parsed.status, parsed.reason, () => navigate('/'))
              )}
              <ScreenReady />
            </>
          ) : (
            <RouteView match={parsed} year={year} />
          )}
        </ErrorBoundary>
        <BottomNav />
        <ToastHost />
        <ConsentHost />
      </Router>
    </PrefetchContext.Provider>
  );
});

/** The progress bar while a tapped link holds the current page (useHeldNavigation). */
const HoldProgress = observer(function HoldProgress({ holding }: { holding: IObservableValue<boolean> }) {
  return <NavigationProgress active={holding.get()} />;
});

function notFoundScreen(year: number, status: number, reason: string, goHome: () => void): ReactNode {
  return (
    <SharedLayout year={year}>
      <ErrorScreen statusCode={status} message={reason} onGoHome={goHome} />
    </SharedLayout>
  );
}

function RouteView({ match, year }: { match: RouteMatch; year: number }) {
  useRenderOnArrival(match.route);
  const Screen = screenOf(match.route);
  const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, String(value)]));
  const screen = (
    <Suspense fallback={<RouteFallback />}>
      <RouteNeeds route={match.route}>
        <Screen params={params} />
        <ScreenReady />
      </RouteNeeds>
    </Suspense>
  );
  return inLayout(screenLayout(match.route), screen, year);
}

function inLayout(layout: ScreenLayout, screen: ReactNode, year: number): ReactNode {
  if (layout === 'shared') return <SharedLayout year={year}>{screen}</SharedLayout>;
  if (layout === 'minimal') return <MinimalLayout>{screen}</MinimalLayout>;
  return screen;
}
