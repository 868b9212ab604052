import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DialogsDemand } from '../application/site/dialogs-demand.port';
import { CodeLoadError, loadWithRetry } from '../application/site/load-with-retry';
import { Clock } from '../application/shared/clock.port';
import { Navigation } from '../application/shared/navigation.port';
import { SessionStore } from '../application/account/session.store';
import { ErrorBoundary } from '../ui/site/error-boundary.view';
import { retryingLazy } from '../ui/site/retrying-lazy';
import { FeatureNeeds } from '../ui/site/route-needs';
import { LoadFailedScreen } from '../ui/shared/load-failed-screen.view';
import { useService } from '../ui/shared/use-service.hook';
import type { LazyFeature } from '../domain/routing/route-features';
import type { FeatureModules } from './feature-modules';

const loadDialogsArea = () => import('../ui/site/dialogs-area.view');
/** The features the area's stores come from: the login modal's (signIn) load with the area, not with a page. */
const dialogsFeatures: readonly LazyFeature[] = ['actions', 'signIn'];
const dialogsArea = retryingLazy(() => loadDialogsArea().then((m) => ({ default: m.DialogsArea })));

/**
 * Mounts the dialogs area (login modal, share, feedback) only once a page needs it: something asked for the login
 * modal (a 401, a guest's favourite), or, with the actions feature loaded (film and member pages, a signed-in
 * member, a Google sign-in return), a share or feedback dialog opens, or the area's first render has work to do (a
 * member's action to resume, a Google sign-in to finish). Its code is not in a film page's first download: it is
 * fetched when the page is idle, so a dialog opened later shows at once. Once mounted it stays. Its code is retried
 * like a route's; if it never arrives the page's reload screen covers the page (sign-in, share and feedback would
 * not open otherwise), and an error here never takes the app down with it.
 */
export const DeferredDialogs = observer(function DeferredDialogs({ features }: { readonly features: FeatureModules }) {
  const session = useService(SessionStore);
  const [wanted, setWanted] = useState(false);
  const mounted = useRef(false);
  if (wanted || session.loginModalOpen) mounted.current = true;
  // Two slots, so the area keeps its place (and its state) when the watcher before it goes.
  return (
    <>
      {!mounted.current && features.isLoaded('actions') ? <DialogsOnDemand features={features} onWanted={setWanted} /> : null}
      {mounted.current ? <LoadedDialogs /> : null}
    </>
  );
});

/**
 * Asks for the area when the actions feature's DialogsDemand wants it (after hydration: the server renders no
 * area, so neither does the hydrating render); fetches its code and the login modal's stores when the page is idle.
 */
const DialogsOnDemand = observer(function DialogsOnDemand({
  features,
  onWanted,
}: {
  readonly features: FeatureModules;
  readonly onWanted: (wanted: true) => void;
}) {
  const demand = useService(DialogsDemand);
  const clock = useService(Clock);
  useEffect(
    () =>
      clock.whenIdle(() => {
        void loadWithRetry(loadDialogsArea).catch(() => undefined);
        void features.load(dialogsFeatures).catch(() => undefined);
      }),
    [clock, features],
  );
  const wanted = demand.wanted;
  useEffect(() => {
    if (wanted) onWanted(true);
  }, [wanted, onWanted]);
  return null;
});

function LoadedDialogs() {
  const [location] = useLocation();
  const DialogsArea = dialogsArea();
  return (
    <ErrorBoundary resetKey={location} fallback={(error, reset) => <DialogsLoadFailed error={error} reset={reset} />}>
      <Suspense fallback={null}>
        <FeatureNeeds features={dialogsFeatures}>
          <DialogsArea />
        </FeatureNeeds>
      </Suspense>
    </ErrorBoundary>
  );
}

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
