import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.hook';

/**
 * Content a page can show a frame later: a page opened inside the app paints its heading first and renders this
 * content after that paint, in a transition a tap can interrupt (on a slow phone the whole film page is one render of
 * over a second). The server's HTML has it and hydration keeps it; a page opened at an #anchor renders it at once,
 * so the anchor is there to scroll to.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // True on the first render only for a mount inside the app: while hydrating, the server's HTML is there.
  const inApp = useHydrated();
  const [shown, setShown] = useState(() => !inApp || location.hash !== '');
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame paints what rendered already; the timer runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : null;
}
