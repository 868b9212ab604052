// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Clock } from '../../application/shared/clock.port';
import { FakeClock } from '../../application/shared/fakes/fake-clock';
import { PagePayloads } from '../../application/shared/page-payloads.port';
import { ServiceContext, type ServiceResolver } from '../shared/service-context';
import { PrefetchContext } from './prefetch-context';
import { PRIMARY_ACTION_WARM_MS, usePrimaryActionWarmup } from './use-primary-action-warmup.hook';

function Screen({ href }: { href: string | null }) {
  usePrimaryActionWarmup(href);
  return null;
}

function mount(href: string | null, clock = new FakeClock()) {
  const payloads = { prefetch: vi.fn(), enter: vi.fn() };
  const preloadScreen = vi.fn();
  const resolve = ((token: unknown) => (token === PagePayloads ? payloads : token === Clock ? clock : undefined)) as ServiceResolver;
  const view = render(
    <ServiceContext.Provider value={resolve}>
      <PrefetchContext.Provider value={preloadScreen}>
        <Screen href={href} />
      </PrefetchContext.Provider>
    </ServiceContext.Provider>,
  );
  return { payloads, preloadScreen, view, clock };
}

describe('usePrimaryActionWarmup', () => {
  it("fetches the main action's page (its screen's code and its answers) once the screen has been shown a while, at an idle moment", () => {
    const { payloads, preloadScreen, clock } = mount('/playlet/7/videos/70.html');
    clock.advance(PRIMARY_ACTION_WARM_MS - 1);
    expect(payloads.prefetch).not.toHaveBeenCalled();
    clock.advance(1);
    expect(payloads.prefetch).toHaveBeenCalledWith('/playlet/7/videos/70.html');
    expect(preloadScreen).toHaveBeenCalledWith('filmVideo');
  });

  it('fetches nothing when the screen is gone before then, or has no main action', () => {
    const clock = new FakeClock();
    const left = mount('/playlet/8/videos/80.html', clock);
    left.view.unmount();
    const none = mount(null, clock);
    clock.advance(PRIMARY_ACTION_WARM_MS * 3);
    expect(clock.pendingTimers).toBe(0);
    expect(left.payloads.prefetch).not.toHaveBeenCalled();
    expect(left.preloadScreen).not.toHaveBeenCalled();
    expect(none.payloads.prefetch).not.toHaveBeenCalled();
  });
});
