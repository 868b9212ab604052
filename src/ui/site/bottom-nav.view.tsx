import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'wouter';
import { useLinks } from './use-links.hook';
import { useT } from '../shared/use-t.hook';
import { Icon, type IconName } from '../shared/icon.view';
import './bottom-nav.css';

/**
 * The phone's bottom navigation bar on every page (home, the feed, search, ranking, account), within thumb's reach the way
 * the short-drama apps place it. Hidden on wider screens, where the page bars carry the same links.
 */
export const BottomNav = observer(function BottomNav() {
  const t = useT();
  const links = useLinks();
  const [location] = useLocation();
  const items: ReadonlyArray<{ href: string; icon: IconName; label: string }> = [
    { href: links.to('home', {}), icon: 'home', label: t('browse:nav.home') },
    { href: links.to('feed', {}), icon: 'feed', label: t('browse:nav.feed') },
    { href: links.search({}), icon: 'search', label: t('browse:nav.search') },
    { href: links.ranking({}), icon: 'ranking', label: t('browse:nav.ranking') },
    { href: links.to('personalInfo', {}), icon: 'account', label: t('browse:nav.account') },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('browse:bottomNav.label')}>
      <ul role="list" className="bottom-nav__list">
        {items.map((item) => (
          <li key={item.icon}>
            <Link href={item.href} className="bottom-nav__link" aria-current={item.href === location ? 'page' : undefined}>
              <Icon name={item.icon} className="bottom-nav__icon" />
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
