import type { Container } from 'inversify';
import { use, useMemo, type ReactNode } from 'react';
import { ConsoleSlot } from '../ui/site/console-slot';
import { FeatureLoadContext, RouteFeaturesContext, type FeatureLoad, type RouteFeatures } from '../ui/site/route-needs';
import { featuresOfRoute } from '../domain/routing/route-features';
import { ServiceContext, ServiceLoaderContext, type ServiceLoader, type ServiceResolver } from '../ui/shared/service-context';
import { consoleRootLoader } from './console-root.loader';
import type { FeatureModules } from './feature-modules';

interface ServiceProviderProps {
  readonly container: Container;
  /** Lazy feature modules; without them every service must already be bound (tests). */
  readonly features?: FeatureModules;
  readonly children: ReactNode;
}

/**
 * Makes the container's services available to `useService` in every view below. A service of a feature that is
 * not loaded yet suspends the view (its route's Suspense shows the skeleton) until the feature's module is in; a
 * feature whose code never arrived throws CodeLoadError to the view's error boundary.
 */
export function ServiceProvider({ container, features, children }: ServiceProviderProps) {
  const resolve = useMemo<ServiceResolver>(
    () => (token) => {
      // The same promise on every render, kept when it fails (feature-modules.ts): after the policy's attempts React
      // throws its CodeLoadError to the nearest error boundary (the reload message) instead of a render starting
      // the download anew.
      if (features && !container.isBound(token)) use(features.loadAll());
      return container.get(token);
    },
    [container, features],
  );
  // Outside rendering (prefetch on intent) a service of a lazy feature is awaited instead of suspending.
  const load = useMemo<ServiceLoader>(
    () => async (token) => {
      if (features && !container.isBound(token)) await features.loadAll();
      return container.get(token);
    },
    [container, features],
  );
  const consoleRoot = useMemo(() => (features ? consoleRootLoader(features) : null), [features]);
  const routeFeatures = useMemo<RouteFeatures | null>(() => (features ? (route) => features.ready(featuresOfRoute(route)) : null), [features]);
  const featureLoad = useMemo<FeatureLoad | null>(() => (features ? (list) => features.ready(list) : null), [features]);
  return (
    <ServiceContext.Provider value={resolve}>
      <ServiceLoaderContext.Provider value={load}>
        <ConsoleSlot.Provider value={consoleRoot}>
          <RouteFeaturesContext.Provider value={routeFeatures}>
            <FeatureLoadContext.Provider value={featureLoad}>{children}</FeatureLoadContext.Provider>
          </RouteFeaturesContext.Provider>
        </ConsoleSlot.Provider>
      </ServiceLoaderContext.Provider>
    </ServiceContext.Provider>
  );
}
