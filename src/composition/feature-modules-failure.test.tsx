// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeLoadError, type RetryPolicy } from '../application/site/load-with-retry';
import type { LazyFeature } from '../domain/routing/route-features';
import { ErrorBoundary } from '../ui/site/error-boundary.view';
import { useService } from '../ui/shared/use-service.hook';
import { createCoreContainer } from './core-container';
import { FeatureModules, lazyFeatures, type FeatureLoaders } from './feature-modules';
import { ServiceProvider } from './service-provider';

// Three quick attempts: the policy's shape without its pauses.
const QUICK: RetryPolicy = { attempts: 3, timeoutMs: 1_000, pausesMs: [0] };
const allFeatures: readonly LazyFeature[] = [...lazyFeatures, 'admin'];
const serviceOf = (feature: LazyFeature) => Symbol.for(`test.${feature}`) as ServiceIdentifier<string>;

/** Fake chunks: each binds one service named after its feature; the features in `cut` never arrive. */
function fakeChunks(cut: ReadonlySet<LazyFeature>) {
  const downloads = new Map<LazyFeature, number>(allFeatures.map((feature) => [feature, 0]));
  const network = { cut: new Set(cut) };
  const loaders = Object.fromEntries(
    allFeatures.map((feature) => [
      feature,
      async () => {
        downloads.set(feature, (downloads.get(feature) ?? 0) + 1);
        if (network.cut.has(feature)) throw new TypeError(`Failed to fetch dynamically imported module: ${feature}`);
        return new ContainerModule(({ bind }) => void bind(serviceOf(feature)).toConstantValue(`${feature} service`));
      },
    ]),
  ) as unknown as FeatureLoaders;
  return { loaders, downloads, network };
}

function setUp(cut: readonly LazyFeature[] = ['actions']) {
  const chunks = fakeChunks(new Set(cut));
  const container = createCoreContainer();
  return { ...chunks, container, features: new FeatureModules(container, chunks.loaders, QUICK) };
}

type Ask = (features: FeatureModules) => Promise<unknown>;

describe('a feature whose code never arrives', () => {
  it.each<[string, Ask]>([
    ['load', (features) => features.load(['actions']).catch((error: unknown) => error)],
    ['load with others', (features) => features.load(['film', 'actions']).catch((error: unknown) => error)],
    ['ready', (features) => features.ready(['film', 'actions']) ?? Promise.resolve()],
    ['loadAll', (features) => features.loadAll().catch((error: unknown) => error)],
  ])('is downloaded the policy’s attempts and no more when asked again by %s', async (_, ask) => {
    const { features, downloads } = setUp();
    await expect(features.load(['actions'])).rejects.toBeInstanceOf(CodeLoadError);
    for (let time = 0; time < 5; time++) await ask(features);
    expect(downloads.get('actions')).toBe(QUICK.attempts);
    expect(features.isLoaded('actions')).toBe(false);
  });

  it('gives every later loadAll the same failure, without starting the other features', async () => {
    const { features, downloads } = setUp();
    await features.load(['actions']).catch(() => undefined);
    const first = features.loadAll();
    expect(features.loadAll()).toBe(first);
    await expect(first).rejects.toBeInstanceOf(CodeLoadError);
    for (const other of lazyFeatures.filter((feature) => feature !== 'actions')) expect(downloads.get(other)).toBe(0);
  });

  it('lets a route screen render once its wait failed (its views then show the failure)', async () => {
    const { features } = setUp();
    await expect(features.ready(['film', 'actions'])).resolves.toBeUndefined();
    expect(features.isLoaded('film')).toBe(true);
  });

  it('is downloaded again after retryFailed, and binds its services once it arrives', async () => {
    const { features, downloads, network, container } = setUp();
    await features.load(['actions']).catch(() => undefined);
    network.cut.clear();
    features.retryFailed();
    await features.loadAll();
    expect(downloads.get('actions')).toBe(QUICK.attempts + 1);
    expect(container.get(serviceOf('actions'))).toBe('actions service');
  });
});

function Control() {
  return <p>{useService(serviceOf('actions'))}</p>;
}

/** A view that needs the cut feature, in its own boundary, and a button that re-renders it. */
function Page({ features, container }: ReturnType<typeof setUp>) {
  const [renders, setRenders] = useState(0);
  return (
    <ServiceProvider container={container} features={features}>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again {renders}
      </button>
      <ErrorBoundary
        resetKey="page"
        fallback={(error, reset) => (
          <div role="alert">
            {error instanceof CodeLoadError ? 'code did not load' : 'other error'}
            <button type="button" onClick={reset}>
              retry
            </button>
          </div>
        )}
      >
        <Suspense fallback={<p>loading</p>}>
          <Control key={renders} />
        </Suspense>
      </ErrorBoundary>
    </ServiceProvider>
  );
}

describe('the service provider, for a view of a feature whose code never arrives', () => {
  afterEach(cleanup);

  it('ends on the error boundary, and renders again without downloading again', async () => {
    const app = setUp();
    await act(async () => void render(<Page {...app} />));
    expect(await screen.findByRole('alert')).toHaveTextContent('code did not load');
    for (let time = 0; time < 3; time++) await act(async () => screen.getByRole('button', { name: /render again/ }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('code did not load');
    expect(app.downloads.get('actions')).toBe(QUICK.attempts);
  });

  it('renders the view after an explicit retry once the network is back', async () => {
    const app = setUp();
    await act(async () => void render(<Page {...app} />));
    await screen.findByRole('alert');
    app.network.cut.clear();
    app.features.retryFailed();
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(await screen.findByText('actions service')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
