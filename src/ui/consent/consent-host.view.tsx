import { observer } from 'mobx-react-lite';
import { ConsentStore } from '../../application/consent/consent.store';
import { useService } from '../shared/use-service.hook';
import { ConsentDialog } from './consent-dialog.view';

/**
 * Shows the privacy-choices dialog when the visitor has not chosen yet or opened it from the footer. The server draws
 * it too, from the request's consent cookie and Global Privacy Control header, so a new visitor's banner is in the
 * first paint (drawn after the app it was the largest thing a first visit painted, a second late) and hydration
 * keeps it. Its code (1 KB) comes with the app: a banner in the page must answer a tap as soon as the app does.
 */
export const ConsentHost = observer(function ConsentHost() {
  const consent = useService(ConsentStore);
  return consent.dialogVisible ? <ConsentDialog /> : null;
});
