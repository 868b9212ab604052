import { observer } from 'mobx-react-lite';
import { FilmEngagement } from '../../application/film/film-engagement.port';
import type { FilmStanding } from '../../application/film/film-engagement.store';
import { useHydrated } from '../shared/use-hydrated.hook';
import { actWith, useFeatureService } from '../shared/use-feature-service.hook';
import { useLaterService } from '../shared/use-later-service.hook';
import { useT } from '../shared/use-t.hook';
import './film-standing.css';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Five star buttons (a radio group): the member's score, choosing it again withdraws it; anonymous visitors sign in first. */
export const RatingControl = observer(function RatingControl({ filmId, loaded }: { filmId: number; loaded: FilmStanding }) {
  // The actions feature's store: the server's markup stands until it arrives (idle), a press waits for it.
  const store = useFeatureService(FilmEngagement, ['actions']);
  const later = useLaterService(FilmEngagement, ['actions']);
  const t = useT();
  // The server rendered the public standing (`loaded`); a member's own (a favourite or rating resumed after signing
  // in may already be applied) follows right after hydration (useHydrated).
  const hydrated = useHydrated();
  const standing = hydrated && store ? store.standing(filmId, loaded) : loaded;
  const mine = standing.myRating;
  return (
    <div className="rating-control">
      <span id={`rating-label-${filmId}`} className="rating-control__label">
        {mine === null ? t('film:engagement.rateThis') : t('film:engagement.yourRating', { score: mine })}
      </span>
      <div role="group" aria-labelledby={`rating-label-${filmId}`} className="rating-control__stars" aria-busy={store?.busy(filmId, 'rate') || undefined}>
        {SCORES.map((score) => (
          <button
            key={score}
            type="button"
            className={`rating-control__star${mine !== null && score <= mine ? ' rating-control__star--on' : ''}`}
            aria-pressed={mine === score}
            aria-label={t('film:engagement.stars', { count: score })}
            onClick={() => actWith(store, later, (engagement) => engagement.rate(filmId, score, loaded))}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
    </div>
  );
});
