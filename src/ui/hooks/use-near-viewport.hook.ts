import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './idle-queue';

/** How far below (and above) the viewport content starts rendering: about a screen, so scrolling never meets a gap. */
const nearMargin = '100% 0px 100% 0px';

/**
 * Returns a ref for a placeholder and whether its real content should render: once it comes within about a screen
 * of the viewport, or at the latest when the browser is idle (so find-in-page, screen readers and keyboard users
 * reach everything). Once true it stays true.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    const cancelIdle = whenIdle(() => setNear(true));
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [element, near]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near];
}
