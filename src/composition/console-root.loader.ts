import { retryingLazy } from '../ui/site/retrying-lazy';
import type { FeatureModules } from './feature-modules';

/** The console's root view, downloaded with the console's services (the `admin` feature) on the first /admin visit. */
export function consoleRootLoader(features: FeatureModules) {
  return retryingLazy(() => features.load(['admin']).then(() => import('../ui/admin/console-root.view')));
}
