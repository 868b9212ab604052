import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates the server's HTML, true from the render after (and
 * from the start where the browser renders alone). What only the browser knows, such as the session in its cookie,
 * waits for it: a hydrating render that differed from the HTML would keep the server's attributes (React does not
 * patch them) and warn.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
