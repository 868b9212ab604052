import { startTransition, useEffect, useState } from 'react';

/** How far below (and above) the viewport content starts rendering: about a screen, so scrolling never meets a gap. */
const nearMargin = '100% 0px 100% 0px';

/**
 * Whether `element` has come within about a screen of the viewport (true at once where IntersectionObserver is
 * missing). Once true it stays true; `reveal` makes it true early, e.g. when keyboard focus arrives.
 */
export function useNearViewport(element: Element | null): [boolean, () => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      // A transition, so React renders the revealed content in slices instead of one long task; `reveal` (focus
      // arriving) stays urgent.
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: nearMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [near, () => setNear(true)];
}
