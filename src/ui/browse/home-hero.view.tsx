import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { FeaturedFilm } from '../../domain/catalog/film-card.entity';
import { useLinks } from '../site/use-links.hook';
import { usePrefetch } from '../site/use-prefetch.hook';
import { useViewportDwell } from '../site/use-viewport-prefetch.hook';
import { LazyImage } from '../shared/lazy-image.view';
import { SkeletonBlock } from '../shared/skeleton.view';
import { useT } from '../shared/use-t.hook';
import { useRatingFormat } from '../shared/use-rating-format.hook';

/** The home hero: the first featured drama large (the page's largest paint), the others as small posters. */
export const HomeHero = observer(function HomeHero({ films }: { films: readonly FeaturedFilm[] }) {
  const t = useT();
  const formatRating = useRatingFormat();
  const links = useLinks();
  const prefetch = usePrefetch();
  const [lead, ...others] = films;
  const leadHref = lead ? links.film(lead) : '';
  // The lead drama is the likeliest first tap: its page's data comes ahead as soon as the hero rests on screen.
  const heroRef = useViewportDwell<HTMLElement>((kind) => {
    if (leadHref) prefetch(leadHref, kind);
  });
  if (!lead) return null;
  return (
    <section className="hero" aria-labelledby="hero-title" ref={heroRef}>
      <Link href={leadHref} className="hero__poster" tabIndex={-1} aria-hidden="true">
        <LazyImage src={lead.posterUrl} alt="" ratio="9 / 16" priority fallbackLabel={lead.title} sizes="(min-width: 1024px) 240px, 40vw" />
      </Link>
      <div className="hero__body">
        <p className="hero__eyebrow">{t('browse:home.featured')}</p>
        <h2 id="hero-title" className="hero__title">
          {lead.title}
        </h2>
        <p className="hero__facts">
          <span>{t('browse:card.episodes', { count: lead.episodeCount })}</span>
          {lead.rating !== null ? <span>{t('browse:card.rating', { rating: formatRating(lead.rating) })}</span> : null}
          {lead.categoryNames.length > 0 ? <span>{lead.categoryNames.join(' · ')}</span> : null}
        </p>
        <p className="hero__synopsis">{lead.synopsis}</p>
        <div className="cluster">
          <Link href={leadHref} className="button">
            <span aria-hidden="true">▶ </span>
            {t('browse:home.watchNow')}
            <span className="visually-hidden">: {lead.title}</span>
          </Link>
        </div>
        {others.length > 0 ? (
          <ul className="hero__more" role="list" aria-label={t('browse:home.moreFeatured')}>
            {others.map((film) => (
              <li key={film.id}>
                <Link href={links.film(film)} aria-label={film.title}>
                  <LazyImage src={film.posterUrl} alt="" ratio="9 / 16" fallbackLabel="" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
});

/**
 * The hero while the featured films load: the hero's own grid, poster box and body (whose height is fixed by the
 * line caps of its texts, see browse.css) with placeholders inside, so it is exactly the hero's size.
 */
export function HomeHeroSkeleton() {
  const t = useT();
  return (
    <div className="hero hero--skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('browse:loading.films')}</span>
      <span className="hero__poster" aria-hidden="true">
        <SkeletonBlock ratio="9 / 16" />
      </span>
      <div className="hero__body" aria-hidden="true">
        <p className="hero__eyebrow">{t('browse:home.featured')}</p>
        <SkeletonBlock width="80%" height="2rem" />
        <SkeletonBlock width="60%" height="1rem" />
        <SkeletonBlock height="4rem" />
        <div className="cluster">
          <span className="button hero__button-skeleton">
            <span aria-hidden="true">▶ </span>
            {t('browse:home.watchNow')}
          </span>
        </div>
      </div>
    </div>
  );
}
