import type { ServiceIdentifier } from 'inversify';
import { useContext } from 'react';
import type { LazyFeature } from '../../domain/routing/route-features';
import { FeatureLoadContext } from '../site/route-needs';
import { ServiceContext, ServiceLoaderContext } from './service-context';

/**
 * The service bound to `token`, asked for when an event needs it rather than while rendering: a screen whose button
 * uses another feature's store (Share on the film page) renders, and keeps rendering, when that feature's code has not
 * arrived; the press then waits for it (or fails quietly where the feature failed, which its own controls say).
 * `features` names the lazy features that bind it, so a press downloads those alone (a card's Share on the home page
 * fetches the actions feature, not every feature); without it, or when they did not load, every feature is awaited.
 */
export function useLaterService<T>(token: ServiceIdentifier<T>, features?: readonly LazyFeature[]): () => Promise<T> {
  const resolve = useContext(ServiceContext);
  const load = useContext(ServiceLoaderContext);
  const loadFeatures = useContext(FeatureLoadContext);
  if (!resolve) throw new Error('useLaterService needs a ServiceContext provider (src/composition/service-provider.tsx)');
  return async () => {
    // Settles even when a feature failed (FeatureModules.ready): the loader below then gives that failure.
    if (features && loadFeatures) await loadFeatures(features);
    return load ? load(token) : resolve(token);
  };
}
