import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { SessionStore } from '../application/session/session.store';
import { useService } from '../ui/hooks/use-service.hook';
import type { FeatureModules } from './feature-modules';

const DialogsArea = lazy(() => import('../ui/dialogs/dialogs-area.view').then((m) => ({ default: m.DialogsArea })));

/**
 * Mounts the dialogs area (login modal, share, feedback) only once a page can open it: the accounts feature is
 * loaded (film and member pages, a signed-in member, a Google sign-in return) or something asked for the login
 * modal (a 401). Browsing pages of an anonymous visitor never download the dialogs or the accounts feature.
 */
export const DeferredDialogs = observer(function DeferredDialogs({ features }: { readonly features: FeatureModules }) {
  const session = useService(SessionStore);
  if (!features.isLoaded('accounts') && !session.loginModalOpen) return null;
  return (
    <Suspense fallback={null}>
      <DialogsArea />
    </Suspense>
  );
});
