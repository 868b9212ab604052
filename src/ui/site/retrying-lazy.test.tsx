// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError, type RetryPolicy } from '../../application/site/load-with-retry';
import { ErrorBoundary } from './error-boundary.view';
import { retryingLazy } from './retrying-lazy';

const quick: RetryPolicy = { attempts: 3, timeoutMs: 1_000, pausesMs: [1] };
const Code = () => <p>the code arrived</p>;

function mount(Component: React.ComponentType, key = 'a') {
  return render(
    <ErrorBoundary resetKey={key} fallback={(error) => <p role="alert">{error instanceof CodeLoadError ? 'reload' : 'other'}</p>}>
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>
    </ErrorBoundary>,
  );
}

afterEach(cleanup);

describe('retryingLazy', () => {
  it('retries a dropped download and renders the code', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Code }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Code });
    const component = retryingLazy(load, quick);
    mount(component());
    expect(await screen.findByText('the code arrived')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(component()).toBe(component());
  });

  it('ends on the boundary with CodeLoadError, never on the fallback, and downloads anew when mounted again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Code }>>().mockRejectedValue(new TypeError('network'));
    const component = retryingLazy(load, quick);
    const failed = component();
    const view = mount(failed);
    expect(await screen.findByRole('alert')).toHaveTextContent('reload');
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);

    view.unmount();
    load.mockResolvedValue({ default: Code });
    const again = component();
    expect(again).not.toBe(failed);
    mount(again, 'b');
    expect(await screen.findByText('the code arrived')).toBeInTheDocument();
  });
});
