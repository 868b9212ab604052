// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Translator } from '../../application/shared/translator.port';
import { ServiceContext, type ServiceResolver } from '../shared/service-context';
import { useRenderOnArrival } from './render-on-arrival.hook';
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
