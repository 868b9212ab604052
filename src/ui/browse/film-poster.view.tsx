import { observer } from 'mobx-react-lite';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { useLinks } from '../site/use-links.hook';
import { PrefetchingPosterCard } from '../shared/prefetching-poster-card.view';
import { CardShareButton } from './card-share-button.view';
import { useT } from '../shared/use-t.hook';
import { useRatingFormat } from '../shared/use-rating-format.hook';

interface FilmPosterProps {
  film: FilmCard;
  rank?: number;
  priority?: boolean;
}

/**
 * A film's poster card linking to its series page, with its episode count and rating in the visitor's language, and
 * Share beside the link.
 * The film page's code and data are fetched ahead on hover, focus, touch, or when the card stays on screen.
 */
export const FilmPoster = observer(function FilmPoster({ film, rank, priority }: FilmPosterProps) {
  const t = useT();
  const formatRating = useRatingFormat();
  const links = useLinks();
  const href = links.film(film);
  return (
    <PrefetchingPosterCard
      film={film}
      href={href}
      episodesLabel={t('browse:card.episodes', { count: film.episodeCount })}
      ratingLabel={film.rating === null ? undefined : t('browse:card.rating', { rating: formatRating(film.rating) })}
      subtitle={film.categoryNames[0]}
      rank={rank}
      priority={priority}
      action={<CardShareButton filmId={film.id} title={film.title} filmPath={href} />}
    />
  );
});
