import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PagePreviews } from '../../application/site/page-previews.store';
import { LazyImage } from './lazy-image.view';
import './poster-card.css';
import { useRatingFormat } from './use-rating-format.hook';
import { useService } from './use-service.hook';

interface PosterCardProps {
  title: string;
  posterUrl: string;
  href: string;
  /** Already localised, e.g. "42 episodes". */
  episodesLabel?: string;
  /** Average out of 10, shown with one decimal; null hides it. */
  rating?: number | null;
  ratingLabel?: string;
  /** Place in a ranking, shown as a badge. */
  rank?: number;
  /** 0..1 watch progress for 'continue watching'. */
  progress?: number;
  /** Secondary line under the title (category, 'Episode 3'...). */
  subtitle?: string;
  priority?: boolean;
  /** A ref on the card, e.g. to notice that it stays on screen (prefetch on viewport). */
  cardRef?: (element: HTMLElement | null) => void;
  /** A control of the card (Share), shown on the poster's corner: beside the link in the markup, never inside it. */
  action?: ReactNode;
}

/**
 * A vertical 9:16 poster linking to a film; the poster and title are one link with the title as its name, and a
 * card's own control (`action`) sits beside that link, since a link may not hold other interactive content.
 */
export function PosterCard(props: PosterCardProps) {
  const { title, posterUrl, href, episodesLabel, rating, ratingLabel, rank, progress, subtitle, priority, cardRef, action } = props;
  const formatRating = useRatingFormat();
  const previews = useService(PagePreviews);
  return (
    <article className="poster-card" ref={cardRef}>
      <Link href={href} className="poster-card__link" onClick={() => previews.remember(href, { title, imageUrl: posterUrl })}>
        <span className="poster-card__frame">
          <LazyImage src={posterUrl} alt="" ratio="9 / 16" priority={priority} fallbackLabel={title} sizes="(min-width: 1024px) 180px, 40vw" />
          {rank !== undefined ? <span className={`poster-card__rank poster-card__rank--${Math.min(rank, 4)}`}>{rank}</span> : null}
          {episodesLabel ? <span className="poster-card__badge">{episodesLabel}</span> : null}
          {progress !== undefined ? (
            <span className="poster-card__progress" aria-hidden="true">
              <span style={{ width: `${Math.round(progress * 100)}%` }} />
            </span>
          ) : null}
        </span>
        <h3 className="poster-card__title">{title}</h3>
      </Link>
      {/* The meta line is always there (empty if need be), so every card has the same height. */}
      {subtitle || (rating !== null && rating !== undefined) ? (
        <p className="poster-card__meta">
          {rating !== null && rating !== undefined ? (
            <span className="poster-card__rating" role={ratingLabel ? 'img' : undefined} aria-label={ratingLabel}>
              <span aria-hidden="true">★ {formatRating(rating)}</span>
            </span>
          ) : null}
          {subtitle ? <span className="poster-card__subtitle">{subtitle}</span> : null}
        </p>
      ) : (
        <p className="poster-card__meta" aria-hidden="true" />
      )}
      {action ? <span className="poster-card__actions">{action}</span> : null}
    </article>
  );
}
