import { observer } from 'mobx-react-lite';
import { OfflineAppStore } from '../../application/site/offline-app.store';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './offline-banner.css';

/** The "you are offline" note, over the top of every screen while the device has no connection. */
export const OfflineBanner = observer(function OfflineBanner() {
  const offline = useService(OfflineAppStore);
  const t = useT();
  if (offline.online) return null;
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {t('site:offline.banner')}
    </p>
  );
});
