import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { UnsubscribeStore } from '../../application/notifications/unsubscribe.store';
import '../account/personal.css';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useLinks } from '../site/use-links.hook';
import './notifications.css';

/**
 * /personal/unsubscribe.html?token=…: the page of a notification mail's unsubscribe link. No sign-in: the signed
 * token names the member and the kind; one tap turns those mails off. A link the site did not make is refused here.
 */
const UnsubscribePageView = observer(function UnsubscribePageView() {
  const store = useService(UnsubscribeStore);
  const t = useT();
  const links = useLinks();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  useEffect(() => void store.check(token), [store, token]);
  const state = store.state;
  const kind = (name: string) => t(`notifications:settings.kind.${name}`);
  return (
    <div className="page personal-page">
      <h1 className="page-title">{t('notifications:unsubscribe.title')}</h1>
      <section className="personal-card unsubscribe" aria-live="polite">
        {state.step === 'checking' ? (
          <p role="status">{t('notifications:unsubscribe.checking')}</p>
        ) : state.step === 'confirm' || state.step === 'sending' ? (
          <>
            <p>{t('notifications:unsubscribe.confirm', { kind: kind(state.kind) })}</p>
            <button type="button" className="button" onClick={store.confirm} disabled={state.step === 'sending'}>
              {t('notifications:unsubscribe.button')}
            </button>
          </>
        ) : state.step === 'done' ? (
          <p role="status">{t('notifications:unsubscribe.done', { kind: kind(state.kind) })}</p>
        ) : state.step === 'invalid' ? (
          <p role="alert">{t('notifications:unsubscribe.invalid')}</p>
        ) : (
          <>
            <p role="alert">{t('notifications:unsubscribe.failed')}</p>
            <button type="button" className="button" onClick={() => void store.check(token)}>
              {t('notifications:unsubscribe.retry')}
            </button>
          </>
        )}
        <p className="settings-hint">
          <Link href={`${links.to('personalSettings', {})}#notification-settings`}>{t('notifications:unsubscribe.settingsLink')}</Link>
        </p>
      </section>
    </div>
  );
});

export default UnsubscribePageView;
