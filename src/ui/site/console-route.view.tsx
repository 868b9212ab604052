import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConsoleSlot } from './console-slot';
import { RouteFallback } from './route-fallback.view';

/**
 * A /admin/... path: the console's lazily loaded root once the page runs in a browser (the server and the first
 * render show the route skeleton, so nothing of the console is rendered or hydrated there). Without a console
 * wired in, the path is simply not a page.
 */
export function ConsoleRoute({ notFound }: { readonly notFound: ReactNode }) {
  const slot = useContext(ConsoleSlot);
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!slot) return notFound;
  if (!inBrowser) return <RouteFallback />;
  const ConsoleRoot = slot();
  return (
    <Suspense fallback={<RouteFallback />}>
      <ConsoleRoot notFound={notFound} />
    </Suspense>
  );
}
