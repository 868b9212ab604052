import { observer } from 'mobx-react-lite';
import type { FilmStanding } from '../../application/film/film-engagement.store';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import { ErrorBoundary } from '../site/error-boundary.view';
import { CodeLoadFailed } from '../shared/code-load-failed.view';
import { FavoriteButton } from './favorite-button.view';
import { RatingControl } from './rating-control.view';

/** The member's standing as the film page loaded it. */
export function standingOf(film: FilmDetail): FilmStanding {
  return { favorited: film.favorited, favoriteCount: film.favoriteCount, myRating: film.myRating, ratingAvg: film.rating, ratingCount: film.ratingCount };
}

/**
 * Which control of a loaded film to show; nothing until the film is loaded (the page shows its own skeleton). The
 * controls are the actions feature's: if its code never arrives, they say so in their place and the film stays.
 */
export const FilmEngagement = observer(function FilmEngagement({ film, show }: { film: FilmDetail | null; show: 'favorite' | 'rating' | 'both' }) {
  if (film === null) return null;
  const loaded = standingOf(film);
  return (
    <div className="film-engagement">
      {/* The film page shows the rating apart from the favourite: one message, in the favourite's place, is enough. */}
      <ErrorBoundary resetKey={String(film.id)} fallback={(error) => <CodeLoadFailed error={error} className="film-failure" silent={show === 'rating'} />}>
        {show !== 'rating' ? <FavoriteButton filmId={film.id} loaded={loaded} /> : null}
        {show !== 'favorite' ? <RatingControl filmId={film.id} loaded={loaded} /> : null}
      </ErrorBoundary>
    </div>
  );
});
