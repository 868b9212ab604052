import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CODE_LOAD_POLICY, loadWithRetry, type RetryPolicy } from '../../application/site/load-with-retry';

// React.lazy's own props type: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A lazily loaded component whose code is retried and timed out (loadWithRetry), so its Suspense fallback never
 * stays for good: after the last attempt the render throws CodeLoadError for an error boundary to show a reload.
 * Call the returned function when rendering: it gives the same component each time (React keeps its state), and a
 * new one after a failure (React.lazy keeps a failure for ever), so mounting it again downloads again.
 */
export function retryingLazy<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  policy: RetryPolicy = CODE_LOAD_POLICY,
  loaded: () => { default: C } | undefined = () => undefined,
): () => LazyExoticComponent<C> {
  let current: LazyExoticComponent<C> | null = null;
  return () => {
    if (current) return current;
    const created = lazy(() => {
      // Code that is already here is handed over at once (a thenable that calls back synchronously): React then
      // renders the component without suspending, so a page rendered on the server, or hydrated, has no fallback.
      const module = loaded();
      if (module) return { then: (resolve: (value: { default: C }) => void) => resolve(module) } as Promise<{ default: C }>;
      return loadWithRetry(load, policy).catch((error: unknown) => {
        if (current === created) current = null;
        throw error;
      });
    });
    current = created;
    return created;
  };
}
