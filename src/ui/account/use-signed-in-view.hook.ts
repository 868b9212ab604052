import { SessionStore } from '../../application/account/session.store';
import { useHydrated } from '../shared/use-hydrated.hook';
import { useService } from '../shared/use-service.hook';

/**
 * Whether a member's own page shows the member's view. The server renders every page as a visitor sees it (it reads
 * no session cookie), so the browser hydrates that view too and switches to the member's right after: rendering the
 * member's view at once did not match the server's HTML (hydration error #418 on /personal/*.html).
 */
export function useSignedInView(): boolean {
  const session = useService(SessionStore);
  return useHydrated() && session.signedIn;
}
