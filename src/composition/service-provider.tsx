import type { Container, ServiceIdentifier } from 'inversify';
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
  const resolve = useMemo<ServiceResolver>(() => {
    // Every binding is a singleton (core-container.ts) and none is ever replaced, so a token resolved once is the
    // same object for good. Kept here: the container plans each get() again after a feature's module was loaded (a
    // load drops its plans), and views ask for their services on every render: on a phone, ~80 ms of a tap on a
    // drama card went to the container re-resolving what the page had resolved before (issue 32 (f)).
    const resolved = new Map<ServiceIdentifier, unknown>();
    return <T,>(token: ServiceIdentifier<T>): T => {
      if (resolved.has(token)) return resolved.get(token) as T;
      // The same promise on every render, kept when it fails (feature-modules.ts): after the policy's attempts React
      // throws its CodeLoadError to the nearest error boundary (the reload message) instead of a render starting
      // the download anew.
      if (features && !container.isBound(token)) use(features.loadAll());
      const service = container.get(token) as T;
      resolved.set(token, service);
      return service;
    };
  }, [container, features]);
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
