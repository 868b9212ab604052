import { useEffect } from 'react';
import { Navigation } from '../../application/shared/navigation.port';
import { useService } from '../shared/use-service.hook';

/** Once the page's main content is on screen, lets the navigation reach a saved back/forward scroll position. */
export function useRestoreScroll(contentReady: boolean): void {
  const navigation = useService(Navigation);
  useEffect(() => {
    if (contentReady) navigation.restoreScroll();
  }, [navigation, contentReady]);
}
