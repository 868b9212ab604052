import type { ComponentProps } from 'react';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { usePrefetch } from '../site/use-prefetch.hook';
import { useViewportDwell } from '../site/use-viewport-prefetch.hook';
import { PosterCard } from './poster-card.view';

type PosterCardProps = ComponentProps<typeof PosterCard>;

interface PrefetchingPosterCardProps extends Omit<PosterCardProps, 'title' | 'posterUrl' | 'href' | 'rating' | 'cardRef'> {
  film: FilmCard;
  /** The film's page in the visitor's language. */
  href: string;
}

/**
 * A film's poster card whose page's code and data are fetched ahead when the card stays on screen (only its data
 * before the visitor did anything: use-viewport-prefetch.hook.ts; hover, focus and touch are the site's link
 * listener's: link-intent-prefetch.view.tsx). The caller brings the link and the labels.
 */
export function PrefetchingPosterCard({ film, href, ...card }: PrefetchingPosterCardProps) {
  const prefetch = usePrefetch();
  const cardRef = useViewportDwell<HTMLElement>((kind) => prefetch(href, kind));
  return <PosterCard {...card} title={film.title} posterUrl={film.posterUrl} href={href} rating={film.rating} cardRef={cardRef} />;
}
