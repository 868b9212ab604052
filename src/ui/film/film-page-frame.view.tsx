import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useLinks } from '../site/use-links.hook';
import { ErrorScreen } from '../shared/error-screen.view';
import { Icon } from '../shared/icon.view';
import { LanguageSwitcher } from '../site/language-switcher.view';
import { SearchBox } from '../shared/search-box.view';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import './film.css';

/**
 * The frame of film, blog and guide pages, which the spec keeps out of the shared layout: their own slim bar with
 * the way home, search, the language and the account (so they are no dead ends), and the page's main landmark.
 */
export function FilmPageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const t = useT();
  const links = useFilmLinks();
  const siteLinks = useLinks();
  return (
    <>
      <header className="film-frame__bar">
        <div className="film-frame__bar-inner">
          <Link href={links.home()} className="film-frame__brand">
            <span aria-hidden="true">▶</span> {t('film:frame.brand')}
          </Link>
          <nav aria-label={t('film:frame.navLabel')} className="film-frame__nav">
            <Link href={links.blog(1)}>{t('film:frame.blog')}</Link>
          </nav>
          <div className="film-frame__tools">
            <SearchBox />
            <LanguageSwitcher compact />
            <Link href={siteLinks.to('personalInfo', {})} className="film-frame__account" aria-label={t('browse:nav.account')}>
              <Icon name="account" />
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className={wide ? 'film-frame film-frame--wide' : 'film-frame'}>
        {children}
      </main>
    </>
  );
}

/** The 404 screen for a film, plot, article or guide that does not exist, or a malformed address. */
export function FilmNotFound() {
  const t = useT();
  const links = useFilmLinks();
  const [location, navigate] = useLocation();
  return <ErrorScreen statusCode={404} message={t('film:state.pageNotFound', { path: location })} onGoHome={() => navigate(links.home())} />;
}
