import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { NotificationSettingsStore } from '../../application/notifications/notification-settings.store';
import { NOTIFICATION_KINDS } from '../../domain/notifications/notice';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './notifications.css';

/**
 * The account settings' "E-mail notifications" section: one switch per kind, saved as it is flipped. The notices
 * in the site are always kept; these decide only which of them also come by mail.
 */
export const NotificationSettingsSection = observer(function NotificationSettingsSection() {
  const store = useService(NotificationSettingsStore);
  const t = useT();
  useEffect(() => void store.load(), [store]);
  const email = store.email;
  return (
    <section id="notification-settings" className="personal-card settings-section" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className="settings-section__title">
        {t('notifications:settings.title')}
      </h2>
      <p className="settings-hint">{t('notifications:settings.intro')}</p>
      {email === null ? (
        <p role="status">{store.loadFailed ? t('notifications:settings.loadFailed') : t('notifications:page.loading')}</p>
      ) : (
        <ul className="notification-switches" role="list">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className="notification-switch">
                <input
                  type="checkbox"
                  checked={email[kind]}
                  disabled={store.saving !== null}
                  onChange={(event) => void store.set(kind, event.target.checked)}
                />
                <span>{t(`notifications:settings.kind.${kind}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="settings-hint" role="status">
        {store.saved ? t('notifications:settings.saved') : ''}
      </p>
    </section>
  );
});
