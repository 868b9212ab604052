// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ServiceIdentifier } from 'inversify';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LazyFeature } from '../../domain/routing/route-features';
import { FeatureLoadContext } from '../site/route-needs';
import { ServiceContext, ServiceLoaderContext, type ServiceLoader, type ServiceResolver } from './service-context';
import { useLaterService } from './use-later-service.hook';

const Opener = Symbol.for('Opener') as ServiceIdentifier<{ name: string }>;

/** A composition root whose feature loads and service loads are written down in the order they happen. */
function root(options: { featureFails?: boolean } = {}) {
  const steps: string[] = [];
  const resolve: ServiceResolver = (() => ({ name: 'resolved' })) as ServiceResolver;
  const load: ServiceLoader = (async (token: ServiceIdentifier) => {
    steps.push(`service ${String(token)}`);
    return { name: 'loaded' };
  }) as ServiceLoader;
  const loadFeatures = (features: readonly LazyFeature[]) => {
    steps.push(`features ${features.join(',')}`);
    // As FeatureModules.ready: a failed feature settles the wait; the service's own load then gives the failure.
    return options.featureFails ? Promise.reject(new Error('no code')).catch(() => undefined) : Promise.resolve();
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServiceContext.Provider value={resolve}>
      <ServiceLoaderContext.Provider value={load}>
        <FeatureLoadContext.Provider value={loadFeatures}>{children}</FeatureLoadContext.Provider>
      </ServiceLoaderContext.Provider>
    </ServiceContext.Provider>
  );
  return { steps, wrapper };
}

describe('useLaterService', () => {
  it('loads the named features, then the service, only when asked', async () => {
    const { steps, wrapper } = root();
    const { result } = renderHook(() => useLaterService(Opener, ['actions']), { wrapper });
    expect(steps).toEqual([]);
    expect(await result.current()).toEqual({ name: 'loaded' });
    expect(steps).toEqual(['features actions', 'service Symbol(Opener)']);
  });

  it('without named features, leaves the loading to the service loader (every feature)', async () => {
    const { steps, wrapper } = root();
    const { result } = renderHook(() => useLaterService(Opener), { wrapper });
    await result.current();
    expect(steps).toEqual(['service Symbol(Opener)']);
  });

  it('still asks the service loader when a named feature failed, so the press gets its answer', async () => {
    const { steps, wrapper } = root({ featureFails: true });
    const { result } = renderHook(() => useLaterService(Opener, ['actions']), { wrapper });
    await result.current();
    expect(steps).toEqual(['features actions', 'service Symbol(Opener)']);
  });

  it('resolves from the container where there is no loader (tests binding every service)', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServiceContext.Provider value={(() => ({ name: 'resolved' })) as ServiceResolver}>{children}</ServiceContext.Provider>
    );
    const { result } = renderHook(() => useLaterService(Opener, ['actions']), { wrapper });
    expect(await result.current()).toEqual({ name: 'resolved' });
  });
});
