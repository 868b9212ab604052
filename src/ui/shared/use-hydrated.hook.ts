import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the server's HTML, true in every later render (and in a page the browser renders
 * itself). The server writes the public page every visitor gets (it reads no personal cookie), so a view that
 * differs for a signed-in member renders the public version first and switches right after hydration, instead of
 * failing it (React would throw the server's HTML away and render the page again).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
