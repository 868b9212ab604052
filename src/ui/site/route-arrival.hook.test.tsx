// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Translator } from '../../application/shared/translator.port';
import { ServiceContext, type ServiceResolver } from '../shared/service-context';
import { HOLD_MS, useHeldNavigation, useRenderOnArrival } from './route-arrival.hook';
import { holdNextNavigation } from './navigation-hold';
import { RouteFeaturesContext } from './route-needs';

const screens = vi.hoisted(() => ({ loaded: true, load: Promise.resolve() }));
vi.mock('./route-screens', () => ({ screenLoaded: () => screens.loaded, preloadScreen: () => screens.load }));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Mounts a component calling the hook for 'film', with the given waits; counts its renders. */
function mount({ texts = null, features = null }: { texts?: Promise<void> | null; features?: Promise<void> | null }) {
  const renders = { count: 0 };
  const translator = { textsReady: () => texts };
  const resolve = ((token: unknown) => (token === Translator ? translator : undefined)) as ServiceResolver;
  function Route() {
    renders.count += 1;
    useRenderOnArrival('film');
    return null;
  }
  const view = render(
    <ServiceContext.Provider value={resolve}>
      <RouteFeaturesContext.Provider value={() => features}>
        <Route />
      </RouteFeaturesContext.Provider>
    </ServiceContext.Provider>,
  );
  return { renders, view };
}

const aTaskLater = () => act(() => new Promise((done) => setTimeout(done, 5)));

afterEach(() => {
  screens.loaded = true;
  screens.load = Promise.resolve();
});

describe('useRenderOnArrival', () => {
  it('renders the route again once its code, texts and features have all arrived, and only then', async () => {
    const code = deferred();
    const texts = deferred();
    const features = deferred();
    screens.loaded = false;
    screens.load = code.promise;
    const { renders } = mount({ texts: texts.promise, features: features.promise });
    expect(renders.count).toBe(1);
    code.resolve();
    texts.resolve();
    await aTaskLater();
    expect(renders.count).toBe(1);
    features.resolve();
    await aTaskLater();
    expect(renders.count).toBe(2);
  });

  it('renders nothing again when the route waits for nothing', async () => {
    const { renders } = mount({});
    await aTaskLater();
    expect(renders.count).toBe(1);
  });

  it('renders nothing after the route is gone', async () => {
    const texts = deferred();
    const { renders, view } = mount({ texts: texts.promise });
    view.unmount();
    texts.resolve();
    await aTaskLater();
    expect(renders.count).toBe(1);
  });
});

describe('useHeldNavigation', () => {
  /** The hook with the given wait for every route; `navigate` records where it was sent. */
  function held(wait: Promise<void> | null) {
    const translator = { textsReady: () => wait };
    const resolve = ((token: unknown) => (token === Translator ? translator : undefined)) as ServiceResolver;
    const view = renderHook(() => useHeldNavigation(), {
      wrapper: ({ children }) => (
        <ServiceContext.Provider value={resolve}>
          <RouteFeaturesContext.Provider value={() => null}>{children}</RouteFeaturesContext.Provider>
        </ServiceContext.Provider>
      ),
    });
    const navigate = vi.fn();
    const go = (to: string) => act(() => view.result.current.aroundNav(navigate, to, {}));
    return { navigate, go, holding: () => view.result.current.holding.get() };
  }

  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, '', '/');
  });

  it('goes at once when the next page has all it needs', () => {
    const { navigate, go, holding } = held(null);
    go('/ranking-page.html');
    expect(navigate).toHaveBeenCalledWith('/ranking-page.html', {});
    expect(holding()).toBe(false);
  });

  it('keeps the current page, under the progress bar, until the next page has arrived', async () => {
    const texts = deferred();
    const { navigate, go, holding } = held(texts.promise);
    go('/short-play/episodes/romance/7.html');
    expect(navigate).not.toHaveBeenCalled();
    expect(holding()).toBe(true);
    await act(async () => texts.resolve());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(holding()).toBe(false);
  });

  it(`goes after ${HOLD_MS} ms when the next page has still not arrived (its skeleton shows then)`, () => {
    vi.useFakeTimers();
    const { navigate, go, holding } = held(new Promise<void>(() => undefined));
    go('/ranking-page.html');
    act(() => vi.advanceTimersByTime(HOLD_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(holding()).toBe(false);
  });

  it('lets a later tap win', async () => {
    const texts = deferred();
    const { navigate, go } = held(texts.promise);
    go('/ranking-page.html');
    go('/blog/1.html');
    await act(async () => texts.resolve());
    expect(navigate.mock.calls).toEqual([['/blog/1.html', {}]]);
  });

  it('goes nowhere when the visitor moved on meanwhile (back, another page)', async () => {
    const texts = deferred();
    const { navigate, go, holding } = held(texts.promise);
    go('/ranking-page.html');
    history.pushState(null, '', '/search.html');
    await act(async () => texts.resolve());
    expect(navigate).not.toHaveBeenCalled();
    expect(holding()).toBe(false);
  });

  it("waits for what the link's click handed over, even when the next page has all it needs", async () => {
    const moving = deferred();
    const { navigate, go, holding } = held(null);
    holdNextNavigation(moving.promise);
    go('/playlet/1/videos/2.html');
    expect(navigate).not.toHaveBeenCalled();
    expect(holding()).toBe(true);
    await act(async () => moving.resolve());
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('waits for both the handed-over wait and the next page, and hands a wait to one navigation only', async () => {
    const moving = deferred();
    const texts = deferred();
    const { navigate, go } = held(texts.promise);
    holdNextNavigation(moving.promise);
    go('/playlet/1/videos/2.html');
    await act(async () => moving.resolve());
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => texts.resolve());
    expect(navigate).toHaveBeenCalledTimes(1);
    const next = held(null);
    next.go('/ranking-page.html');
    expect(next.navigate).toHaveBeenCalledTimes(1);
  });
});
