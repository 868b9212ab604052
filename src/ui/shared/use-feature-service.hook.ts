import type { ServiceIdentifier } from 'inversify';
import { useContext, useEffect } from 'react';
import { Clock } from '../../application/shared/clock.port';
import type { LazyFeature } from '../../domain/routing/route-features';
import { FeatureLoadContext, FeatureStateContext } from '../site/route-needs';
import { ServiceContext } from './service-context';

/**
 * The service bound to `token` once the lazy `features` that bind it are loaded, null until then: a control the
 * server rendered (the film page's favourite button) renders the same markup from its props meanwhile, so the page
 * hydrates without that feature's code, which is asked for once the page is idle (or by a press: useLaterService).
 * Call it in an observer: the feature's arrival renders the control again. A feature that failed after its attempts
 * throws its kept failure, for the control's error boundary to say so (and nothing is downloaded again).
 */
export function useFeatureService<T>(
  token: ServiceIdentifier<T>,
  features: readonly LazyFeature[],
  /** `null`: a part that goes without the service quietly (no error boundary needed) when its feature failed. */
  onFailure: 'throw' | 'null' = 'throw',
): T | null {
  const resolve = useContext(ServiceContext);
  const stateOf = useContext(FeatureStateContext);
  const load = useContext(FeatureLoadContext);
  if (!resolve) throw new Error('useFeatureService needs a ServiceContext provider (src/composition/service-provider.tsx)');
  // Without the state (tests that bind every service) everything is loaded.
  const state = stateOf ? stateOf(features) : 'loaded';
  const clock = stateOf ? resolve(Clock) : null;
  const key = features.join(',');
  useEffect(() => {
    if (state !== 'waiting' || !load || !clock) return;
    return clock.whenIdle(() => void load(key.split(',') as LazyFeature[]));
  }, [state, load, clock, key]);
  // Loaded: the service; failed: resolving it throws the failure (service-provider.tsx), or null for a quiet part.
  if (state === 'waiting' || (state === 'failed' && onFailure === 'null')) return null;
  return resolve(token);
}

/**
 * A press on a control of useFeatureService: acted on at once with the service that is here, else once `later`
 * (useLaterService) has brought it, so a press before the feature's code arrived is kept, not lost. A feature that
 * failed drops it quietly: the control says so itself.
 */
export function actWith<T>(service: T | null, later: () => Promise<T>, act: (service: T) => unknown): void {
  if (service !== null) {
    void act(service);
    return;
  }
  void later().then(act, () => undefined);
}
