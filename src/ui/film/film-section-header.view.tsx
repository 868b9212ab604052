import { Link } from 'wouter';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import { LazyImage } from '../shared/lazy-image.view';
import { SkeletonBlock } from '../shared/skeleton.view';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';

export type FilmSection = 'plots' | 'photos' | 'videos' | 'guides';

interface FilmSectionHeaderProps {
  film: FilmDetail | null;
  /** The page's own heading ("Plot summaries"). */
  heading: string;
  active: FilmSection | null;
}

/** The top of a film sub-page: the film it belongs to, the page heading and the film's section tabs. */
export function FilmSectionHeader({ film, heading, active }: FilmSectionHeaderProps) {
  const t = useT();
  const links = useFilmLinks();
  return (
    <header className="film-section-header">
      <div className="film-section-header__film">
        <span className="film-section-header__poster">
          {film ? <LazyImage src={film.posterUrl} alt="" ratio="9 / 16" priority fallbackLabel={film.title} sizes="64px" /> : <SkeletonBlock ratio="9 / 16" />}
        </span>
        <div>
          {film ? (
            <Link className="film-section-header__film-link" href={links.episodes(film.id, film.categories[0]?.slug ?? 'drama')}>
              {film.title}
            </Link>
          ) : (
            <SkeletonBlock width="12rem" height="1lh" />
          )}
          <h1 className="film-section-header__heading">{heading}</h1>
        </div>
      </div>
      {film ? (
        <nav className="film-tabs" aria-label={t('film:tabs.label')}>
          <Link href={links.episodes(film.id, film.categories[0]?.slug ?? 'drama')}>{t('film:tabs.episodes')}</Link>
          <Link href={links.plots(film.id)} aria-current={active === 'plots' ? 'page' : undefined}>
            {t('film:tabs.plots')}
          </Link>
          <Link href={links.photos(film.id, 1)} aria-current={active === 'photos' ? 'page' : undefined}>
            {t('film:tabs.photos')}
          </Link>
          <Link href={links.guides(film.id, 1)} aria-current={active === 'guides' ? 'page' : undefined}>
            {t('film:tabs.guides')}
          </Link>
        </nav>
      ) : (
        // The same tabs, not yet links (the first one needs the film's category): the bar keeps its height.
        <div className="film-tabs" aria-hidden="true">
          {(['episodes', 'plots', 'photos', 'guides'] as const).map((tab) => (
            <span key={tab} className="film-tabs__placeholder">
              {t(`film:tabs.${tab}`)}
            </span>
          ))}
        </div>
      )}
    </header>
  );
}
