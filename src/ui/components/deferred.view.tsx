import type { ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport.hook';

interface DeferredProps {
  /** Exactly the size of the content, so nothing shifts when the content replaces it. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Below-the-fold content rendered only once it comes near the viewport (or the browser is idle), so the first
 * render of a long page is one short task. The placeholder keeps the page's height, so scroll restoration and
 * anchors land where they should.
 */
export function Deferred({ placeholder, children }: DeferredProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (near) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}
