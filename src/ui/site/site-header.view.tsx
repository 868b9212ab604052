import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SessionStore } from '../../application/account/session.store';
import { useService } from '../shared/use-service.hook';
import { ErrorBoundary } from './error-boundary.view';
import { retryingLazy } from './retrying-lazy';
import { FeatureNeeds } from './route-needs';
import { useLinks } from './use-links.hook';
import { useT } from '../shared/use-t.hook';
import { LanguageSwitcher } from './language-switcher.view';
import { SearchBox } from '../shared/search-box.view';
import './site-header.css';

// The bell and its store are the notifications feature's: downloaded for signed-in members only, never for a guest.
const notificationBell = retryingLazy(() => import('../notifications/notification-bell.view').then((m) => ({ default: m.NotificationBell })));

/**
 * A signed-in member's bell, shown once the page is hydrated (the server renders every page as a guest sees it).
 * If its code cannot be had, the header goes on without it.
 */
const MemberBell = observer(function MemberBell() {
  const session = useService(SessionStore);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !session.signedIn) return null;
  const Bell = notificationBell();
  return (
    <ErrorBoundary resetKey="bell" fallback={() => null}>
      <Suspense fallback={null}>
        <FeatureNeeds features={['notifications']}>
          <Bell />
        </FeatureNeeds>
      </Suspense>
    </ErrorBoundary>
  );
});

/** The shared header: brand, main navigation, search and language. Sticky so search is always one tap away. */
export const SiteHeader = observer(function SiteHeader() {
  const t = useT();
  const links = useLinks();
  const [location] = useLocation();
  const items = [
    { href: links.to('home', {}), label: t('browse:nav.home') },
    { href: links.ranking({}), label: t('browse:nav.ranking') },
    { href: links.to('hotComments', { _page: 1 }), label: t('browse:nav.hotComments') },
    { href: links.to('blogList', { _page: 1 }), label: t('browse:nav.blog') },
    // Signed out, the account page offers sign-in; signed in, it is the member's own page.
    { href: links.to('personalInfo', {}), label: t('browse:nav.account') },
  ];
  return (
    <header className="site-header">
      <div className="site-header__inner page">
        <Link href={links.to('home', {})} className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            ▶
          </span>
          <span>{t('browse:nav.brand')}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t('browse:nav.mainLabel')}>
          <ul role="list">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={item.href === location ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <SearchBox />
          <div className="site-header__corner">
            <LanguageSwitcher compact />
            <MemberBell />
          </div>
        </div>
      </div>
    </header>
  );
});
