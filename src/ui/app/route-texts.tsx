import { use, type ReactNode } from 'react';
import { Translator } from '../../application/ports/translator.port';
import { namespacesOfRoute } from '../../domain/routing/route-features';
import type { RouteName } from '../../domain/routing/route-table';
import { useService } from '../hooks/use-service.hook';

/**
 * Renders a route's screen once the texts it uses are loaded (route-features.ts), suspending into the route's
 * skeleton meanwhile: a page reached by a link may need texts the landing page did not load. The landing page
 * (and hydration) never waits here: its texts were loaded before the first render.
 */
export function RouteTexts({ route, children }: { readonly route: RouteName; readonly children: ReactNode }) {
  const waiting = useService(Translator).textsReady(namespacesOfRoute(route));
  if (waiting) use(waiting);
  return children;
}
