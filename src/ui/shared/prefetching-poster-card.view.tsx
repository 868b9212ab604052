import type { ComponentProps } from 'react';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { usePrefetch } from '../site/use-prefetch.hook';
import { useViewportDwell } from '../site/use-viewport-prefetch.hook';
import { PosterCard } from './poster-card.view';

type PosterCardProps = ComponentProps<typeof PosterCard>;

interface PrefetchingPosterCardProps extends Omit<PosterCardProps, 'title' | 'posterUrl' | 'href' | 'rating' | 'onIntent' | 'cardRef'> {
  film: FilmCard;
  /** The film's page in the visitor's language. */
  href: string;
}

/**
 * A film's poster card whose page's code and data are fetched ahead on intent: hover, focus, touch, or when the
 * card stays on screen. The caller brings the link and the localised labels.
 */
export function PrefetchingPosterCard({ film, href, ...card }: PrefetchingPosterCardProps) {
  const prefetch = usePrefetch();
  const cardRef = useViewportDwell<HTMLElement>(() => prefetch(href, 'viewport'));
  return (
    <PosterCard {...card} title={film.title} posterUrl={film.posterUrl} href={href} rating={film.rating} onIntent={() => prefetch(href)} cardRef={cardRef} />
  );
}
