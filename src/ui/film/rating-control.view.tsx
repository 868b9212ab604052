import { observer } from 'mobx-react-lite';
import { FilmEngagementStore, type FilmStanding } from '../../application/film/film-engagement.store';
import { useHydrated } from '../shared/use-hydrated.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './film-standing.css';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Five star buttons (a radio group): the member's score, choosing it again withdraws it; anonymous visitors sign in first. */
export const RatingControl = observer(function RatingControl({ filmId, loaded }: { filmId: number; loaded: FilmStanding }) {
  const store = useService(FilmEngagementStore);
  const t = useT();
  // The server rendered the public standing (`loaded`); a member's own (a favourite or rating resumed after signing
  // in may already be applied) follows right after hydration (useHydrated).
  const hydrated = useHydrated();
  const standing = hydrated ? store.standing(filmId, loaded) : loaded;
  const mine = standing.myRating;
  return (
    <div className="rating-control">
      <span id={`rating-label-${filmId}`} className="rating-control__label">
        {mine === null ? t('film:engagement.rateThis') : t('film:engagement.yourRating', { score: mine })}
      </span>
      <div role="group" aria-labelledby={`rating-label-${filmId}`} className="rating-control__stars" aria-busy={store.busy(filmId, 'rate') || undefined}>
        {SCORES.map((score) => (
          <button
            key={score}
            type="button"
            className={`rating-control__star${mine !== null && score <= mine ? ' rating-control__star--on' : ''}`}
            aria-pressed={mine === score}
            aria-label={t('film:engagement.stars', { count: score })}
            onClick={() => void store.rate(filmId, score, loaded)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
    </div>
  );
});
