import type { Container } from 'inversify';
import { useMemo, type ReactNode } from 'react';
import { ServiceContext, type ServiceResolver } from '../ui/hooks/service-context';

/** Makes the container's services available to `useService` in every view below. */
export function ServiceProvider({ container, children }: { readonly container: Container; readonly children: ReactNode }) {
  const resolve = useMemo<ServiceResolver>(() => (token) => container.get(token), [container]);
  return <ServiceContext.Provider value={resolve}>{children}</ServiceContext.Provider>;
}
