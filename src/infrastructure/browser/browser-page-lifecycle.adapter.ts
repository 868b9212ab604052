import { injectable } from 'inversify';
import type { PageLifecycle } from '../../application/shared/page-lifecycle.port';

/** Page hide/show through visibilitychange and pagehide, the events that still fire on mobile when a tab closes. */
@injectable()
export class BrowserPageLifecycle implements PageLifecycle {
  onHide(listener: () => void): () => void {
    // Leaving a visible tab fires visibilitychange then pagehide: report that one leave once.
    let reported = false;
    const report = (): void => {
      if (!reported) listener();
      reported = true;
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') report();
      else reported = false;
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', report);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', report);
    };
  }

  onShow(listener: () => void): () => void {
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') listener();
    };
    // A page restored from the back/forward cache fires pageshow without a visibility change.
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) listener();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
    };
  }
}
