import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { CodeLoadError } from '../application/loading/load-with-retry';
import { Navigation } from '../application/ports/navigation.port';
import { SessionStore } from '../application/session/session.store';
import { ErrorBoundary } from '../ui/app/error-boundary.view';
import { retryingLazy } from '../ui/app/retrying-lazy';
import { LoadFailedScreen } from '../ui/components/load-failed-screen.view';
import { useService } from '../ui/hooks/use-service.hook';
import type { FeatureModules } from './feature-modules';

const dialogsArea = retryingLazy(() => import('../ui/dialogs/dialogs-area.view').then((m) => ({ default: m.DialogsArea })));

/**
 * Mounts the dialogs area (login modal, share, feedback) only once a page can open it: the accounts feature is
 * loaded (film and member pages, a signed-in member, a Google sign-in return) or something asked for the login
 * modal (a 401). Browsing pages of an anonymous visitor never download the dialogs or the accounts feature.
 * Its code is retried like a route's; if it never arrives the page's reload screen covers the page (sign-in,
 * share and feedback would not open otherwise), and an error here never takes the app down with it.
 */
export const DeferredDialogs = observer(function DeferredDialogs({ features }: { readonly features: FeatureModules }) {
  const session = useService(SessionStore);
  const [location] = useLocation();
  if (!features.isLoaded('accounts') && !session.loginModalOpen) return null;
  const DialogsArea = dialogsArea();
  return (
    <ErrorBoundary resetKey={location} fallback={(error, reset) => <DialogsLoadFailed error={error} reset={reset} />}>
      <Suspense fallback={null}>
        <DialogsArea />
      </Suspense>
    </ErrorBoundary>
  );
});

function DialogsLoadFailed({ error, reset }: { readonly error: Error; readonly reset: () => void }) {
  const navigation = useService(Navigation);
  const [, navigate] = useLocation();
  if (!(error instanceof CodeLoadError)) throw error;
  return (
    <div className="status-screen--cover">
      <LoadFailedScreen
        onReload={() => navigation.reload()}
        onGoHome={() => {
          reset();
          navigate('/');
        }}
      />
    </div>
  );
}
