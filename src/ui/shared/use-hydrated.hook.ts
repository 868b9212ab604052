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

/**
 * `known` (what only the browser knows, such as a preference kept on the device) once hydrated, `drawn` (what the
 * server drew) while hydrating. Where the two are the `same`, the drawn value stays and the component does not render
 * again right after hydration for nothing: a first visitor's player, with the default subtitles, skips a re-render
 * of itself and its controls (~40 ms on a phone, in the task that ends hydration).
 */
export function useKnownAfterHydration<T>(known: T, drawn: T, same: (a: T, b: T) => boolean): T {
  return useSyncExternalStore(
    nothingToWatch,
    () => (same(known, drawn) ? drawn : known),
    () => drawn,
  );
}
