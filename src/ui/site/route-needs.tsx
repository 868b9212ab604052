import { createContext, use, useContext, type ReactNode } from 'react';
import { Translator } from '../../application/shared/translator.port';
import { namespacesOfRoute, type LazyFeature } from '../../domain/routing/route-features';
import type { RouteName } from '../../domain/routing/route-table';
import { useService } from '../shared/use-service.hook';

/** Null when a route's lazy features are loaded, else their load (the same promise each time). */
export type RouteFeatures = (route: RouteName) => Promise<void> | null;

/** Provided by the composition root (which loads the features); absent in tests that bind every service. */
export const RouteFeaturesContext = createContext<RouteFeatures | null>(null);

/** Null when the named lazy features are loaded, else their load (the same promise each time). */
export type FeatureLoad = (features: readonly LazyFeature[]) => Promise<void> | null;

/** Provided by the composition root, as RouteFeaturesContext; absent in tests that bind every service. */
export const FeatureLoadContext = createContext<FeatureLoad | null>(null);

/**
 * Renders its children once the named lazy features are loaded, suspending meanwhile: for a part of the shell that
 * needs a feature no route asked for (a signed-in member's bell), so that feature alone is downloaded.
 */
export function FeatureNeeds({ features, children }: { readonly features: readonly LazyFeature[]; readonly children: ReactNode }) {
  const loading = useContext(FeatureLoadContext)?.(features) ?? null;
  if (loading) use(loading);
  return children;
}

/**
 * Renders a route's screen once the texts (route-features.ts) and the lazy features it uses are loaded, suspending
 * into the route's skeleton meanwhile: a page reached by a link may need what the landing page did not load, and
 * asks for exactly that (a service that is not bound would load every feature). The landing page (and hydration)
 * never waits here: its texts and features were loaded before the first render.
 */
export function RouteNeeds({ route, children }: { readonly route: RouteName; readonly children: ReactNode }) {
  const texts = useService(Translator).textsReady(namespacesOfRoute(route));
  const features = useContext(RouteFeaturesContext)?.(route) ?? null;
  if (texts) use(texts);
  if (features) use(features);
  return children;
}
