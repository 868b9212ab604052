import type { ServiceIdentifier } from 'inversify';
import { useContext } from 'react';
import { ServiceContext, ServiceLoaderContext } from './service-context';

/**
 * The service bound to `token`, asked for when an event needs it rather than while rendering: a screen whose button
 * uses another feature's store (Share on the film page) renders, and keeps rendering, when that feature's code has not
 * arrived; the press then waits for it (or fails quietly where the feature failed, which its own controls say).
 */
export function useLaterService<T>(token: ServiceIdentifier<T>): () => Promise<T> {
  const resolve = useContext(ServiceContext);
  const load = useContext(ServiceLoaderContext);
  if (!resolve) throw new Error('useLaterService needs a ServiceContext provider (src/composition/service-provider.tsx)');
  return () => (load ? load(token) : Promise.resolve().then(() => resolve(token)));
}
