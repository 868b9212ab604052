import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { ConsentStore } from '../../application/consent/consent.store';
import { retryingLazy } from '../site/retrying-lazy';
import { useService } from '../shared/use-service.hook';
// The dialog's styles stay in the app's stylesheet: the server draws the dialog, styled before its code comes.
import './consent.css';

// The dialog's code is a chunk of its own (issue 32: a visitor who has chosen does not download it with every page):
// for a visitor who has not chosen, the server preloads it with the page and the app has it before it hydrates
// (preloadConsentDialog, main.tsx); opened again from the footer, it comes then.
let loadedDialog: typeof import('./consent-dialog.view') | undefined;
const loadDialog = () => import('./consent-dialog.view').then((module) => (loadedDialog = module));
const consentDialog = retryingLazy(
  () => loadDialog().then((module) => ({ default: module.ConsentDialog })),
  undefined,
  () => (loadedDialog ? { default: loadedDialog.ConsentDialog } : undefined),
);

/** Fetches the dialog's code before the page hydrates, so the server's dialog hydrates with the page. */
export function preloadConsentDialog(): Promise<void> {
  return loadDialog().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Shows the privacy-choices dialog when the visitor has not chosen yet or opened it from the footer. The server draws
 * it too, from the request's consent cookie and Global Privacy Control header, so a new visitor's banner is in the
 * first paint (drawn after the app it was the largest thing a first visit painted, a second late) and hydration
 * keeps it (its code is here before hydration: a banner in the page must answer a tap as soon as the app does).
 */
export const ConsentHost = observer(function ConsentHost() {
  const consent = useService(ConsentStore);
  if (!consent.dialogVisible) return null;
  const Dialog = consentDialog();
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
});
