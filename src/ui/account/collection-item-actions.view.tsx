import { observer } from 'mobx-react-lite';
import type { CollectionList, CollectionStore } from '../../application/account/collection.store';
import type { CollectionFilm } from '../../application/account/personal-gateway.port';
import { useT } from '../shared/use-t.hook';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Remove a favourite, or change or withdraw a rating, right under the poster. */
export const CollectionItemActions = observer(function CollectionItemActions({
  store,
  list,
  item,
}: {
  store: CollectionStore;
  list: CollectionList;
  item: CollectionFilm;
}) {
  const t = useT();
  const busy = store.busy.includes(item.film.id);
  if (list === 'favorites') {
    return (
      <button
        type="button"
        className="button button--quiet collection-action"
        disabled={busy}
        onClick={() => void store.removeFavorite(item.film.id)}
        aria-label={t('account-pages:collection.removeNamed', { title: item.film.title })}
      >
        {t('account-pages:collection.remove')}
      </button>
    );
  }
  return (
    <div className="collection-rating">
      <div role="group" aria-label={t('account-pages:collection.rateNamed', { title: item.film.title })} className="rating-control__stars">
        {SCORES.map((score) => (
          <button
            key={score}
            type="button"
            disabled={busy}
            aria-pressed={item.myRating === score}
            aria-label={t('film:engagement.stars', { count: score })}
            className={`rating-control__star${item.myRating !== null && score <= item.myRating ? ' rating-control__star--on' : ''}`}
            onClick={() => void store.rate(item.film.id, score)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="auth-link"
        disabled={busy}
        onClick={() => void store.rate(item.film.id, null)}
        aria-label={t('account-pages:collection.unrateNamed', { title: item.film.title })}
      >
        {t('account-pages:collection.unrate')}
      </button>
    </div>
  );
});
