import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { NoticesStore } from '../../application/notifications/notices.store';
import { Icon } from '../shared/icon.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useLinks } from '../site/use-links.hook';
import './notifications.css';

/** Most unread notices the badge spells out; more show as "99+" (the accessible name keeps the number). */
const BADGE_MAX = 99;

/** The header's bell: a link to the notices page whose name says how many are unread, with a badge of the count. */
export const NotificationBell = observer(function NotificationBell() {
  const store = useService(NoticesStore);
  const t = useT();
  const links = useLinks();
  const [location] = useLocation();
  useEffect(() => store.watch(), [store]);
  const href = links.to('personalNotifications', {});
  const unread = store.unread;
  const label = unread === 0 ? t('notifications:bell.label') : t('notifications:bell.unread', { count: unread });
  return (
    <Link href={href} className="notification-bell" aria-label={label} aria-current={href === location ? 'page' : undefined}>
      <Icon name="bell" className="notification-bell__icon" />
      {unread > 0 ? (
        <span className="notification-bell__badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
});
