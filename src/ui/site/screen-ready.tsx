import { createContext, useContext, useEffect } from 'react';

/**
 * Called once the page's screen is on the page, rendered or hydrated. A route's screen sits in a Suspense boundary,
 * which React hydrates after the shell around it; this marker sits inside that boundary, so its effect runs only
 * when the screen itself is hydrated (the composition waits for it before network answers reach the stores).
 */
export const ScreenReadyContext = createContext<() => void>(() => undefined);

/** Renders nothing; reports that the screen around it has been committed. */
export function ScreenReady() {
  const onReady = useContext(ScreenReadyContext);
  useEffect(onReady, [onReady]);
  return null;
}
