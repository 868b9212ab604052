import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { ConsentStore } from '../../application/consent/consent.store';
import { InstallOfferStore } from '../../application/site/install-offer.store';
import { parsePath } from '../../domain/routing/route-path.parser';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './update-prompt.css';

/**
 * The offer to install the site as an app, in the same quiet corner as the 'new version' note: once, when the
 * install-offer policy says so, never on the episode page (the player) or while the privacy choices are open.
 */
export const InstallOffer = observer(function InstallOffer() {
  const offer = useService(InstallOfferStore);
  const consent = useService(ConsentStore);
  const [location] = useLocation();
  const t = useT();
  const parsed = parsePath(location);
  const playerOnScreen = !parsed.notFound && parsed.route === 'filmVideo';
  if (!offer.showsWith(playerOnScreen, consent.dialogVisible)) return null;
  return (
    <aside className="update-prompt install-offer" aria-label={t('site:install.label')}>
      <p>{t('site:install.text')}</p>
      <div className="cluster">
        <button type="button" className="button" onClick={() => void offer.install()}>
          {t('site:install.install')}
        </button>
        <button type="button" className="button button--quiet" onClick={offer.dismiss}>
          {t('site:install.dismiss')}
        </button>
      </div>
    </aside>
  );
});
