import type { ServiceIdentifier } from 'inversify';
import { useContext } from 'react';
import { ServiceContext } from './service-context';

/** The store or port bound to `token` in the running app (a singleton, so the same object on every render). */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const resolve = useContext(ServiceContext);
  if (!resolve) throw new Error('useService needs a ServiceContext provider (src/composition/service-provider.tsx)');
  return resolve(token);
}
