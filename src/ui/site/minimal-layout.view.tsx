import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLinks } from './use-links.hook';
import { Icon } from '../shared/icon.view';
import { LanguageSwitcher } from './language-switcher.view';
import { useT } from '../shared/use-t.hook';
import './layouts.css';

/**
 * The layout of short-play pages (category lists, comments), which the spec keeps out of the shared layout:
 * a slim bar with the way home, search and language, and a one-line footer with the legal links.
 */
export const MinimalLayout = observer(function MinimalLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const links = useLinks();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('browse:nav.skipToContent')}
      </a>
      <header className="minimal-bar">
        <div className="page minimal-bar__inner">
          <Link href={links.to('home', {})} className="minimal-bar__brand">
            <span className="minimal-bar__logo" aria-hidden="true">
              ▶
            </span>
            {t('browse:nav.brand')}
          </Link>
          <nav aria-label={t('browse:nav.mainLabel')} className="minimal-bar__nav">
            <Link href={links.search({})}>
              <Icon name="search" />
              {t('browse:nav.search')}
            </Link>
            <Link href={links.ranking({})}>{t('browse:nav.ranking')}</Link>
          </nav>
          <LanguageSwitcher compact />
        </div>
      </header>
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="minimal-footer">
        <div className="page cluster">
          <Link href={links.to('terms', {})}>{t('browse:footer.terms')}</Link>
          <Link href={links.to('policy', {})}>{t('browse:footer.policy')}</Link>
        </div>
      </footer>
    </div>
  );
});
