import { useEffect, useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport.hook';

interface DeferredProps {
  /** Exactly the size of the content, so nothing shifts when the content replaces it. */
  placeholder: ReactNode;
  children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Below-the-fold content rendered only once it comes near the viewport, so the first render of a long page is
 * one short task. The placeholder keeps the page's height (scroll restoration and anchors land where they should)
 * and may hold a focusable stand-in: when keyboard focus reaches it, the content renders and takes the focus.
 */
export function Deferred({ placeholder, children }: DeferredProps) {
  const [ref, near, reveal] = useNearViewport<HTMLDivElement>();
  const focusArrived = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!near || !focusArrived.current || !element) return;
    focusArrived.current = false;
    // The first candidate that can take focus (a hidden button cannot) gets it, so Tab continues where it was.
    for (const candidate of element.querySelectorAll<HTMLElement>(focusable)) {
      candidate.focus();
      if (document.activeElement === candidate) break;
    }
  }, [near, ref]);
  const onFocus = () => {
    if (near) return;
    focusArrived.current = true;
    reveal();
  };
  return (
    <div ref={ref} onFocus={onFocus}>
      {near ? children : placeholder}
    </div>
  );
}
