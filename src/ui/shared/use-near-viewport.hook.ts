import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** How far below (and above) the viewport content starts rendering: about a screen, so scrolling never meets a gap. */
const nearMargin = '100% 0px 100% 0px';

/**
 * Whether the element behind the returned ref has come within about a screen of the viewport (true at once where
 * IntersectionObserver is missing). Once true it stays true; `reveal` makes it true early, e.g. when keyboard
 * focus arrives. A ref object rather than an element in state: a state setter as ref would re-render every
 * deferred section once more while the page commits.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean, () => void] {
  const ref = useRef<T | null>(null);
  // False on every first render, wherever it runs, so a page rendered on the server hydrates as it was sent.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition, so React renders the revealed content in slices instead of one long task; `reveal` (focus
        // arriving) stays urgent.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near, () => setNear(true)];
}
