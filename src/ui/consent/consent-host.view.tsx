import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { ConsentStore } from '../../application/consent/consent.store';
import { ErrorBoundary } from '../app/error-boundary.view';
import { retryingLazy } from '../app/retrying-lazy';
import { useService } from '../hooks/use-service.hook';

const consentDialog = retryingLazy(() => import('./consent-dialog.view').then((m) => ({ default: m.ConsentDialog })));

/**
 * Shows the privacy-choices dialog when the visitor has not chosen yet or opened it from the footer. Its code loads
 * only then; it is drawn after the first render, since whether to ask is known only in the browser (the cookie and
 * the Global Privacy Control signal), never in the server's HTML.
 */
export const ConsentHost = observer(function ConsentHost() {
  const consent = useService(ConsentStore);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !consent.dialogVisible) return null;
  const ConsentDialog = consentDialog();
  // If its code never arrives, nothing optional runs (nothing was granted) and the page stays usable.
  return (
    <ErrorBoundary resetKey="consent" fallback={() => null}>
      <Suspense fallback={null}>
        <ConsentDialog />
      </Suspense>
    </ErrorBoundary>
  );
});
