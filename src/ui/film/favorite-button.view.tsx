import { observer } from 'mobx-react-lite';
import { FilmEngagementStore, type FilmStanding } from '../../application/film/film-engagement.store';
import { useHydrated } from '../shared/use-hydrated.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './film-standing.css';

/** Adds the drama to (or removes it from) the member's favourites; an anonymous visitor is asked to sign in first. */
export const FavoriteButton = observer(function FavoriteButton({ filmId, loaded }: { filmId: number; loaded: FilmStanding }) {
  const store = useService(FilmEngagementStore);
  const t = useT();
  // The server rendered the public standing (`loaded`); a member's own (a favourite or rating resumed after signing
  // in may already be applied) follows right after hydration (useHydrated).
  const hydrated = useHydrated();
  const standing = hydrated ? store.standing(filmId, loaded) : loaded;
  return (
    <button
      type="button"
      className={`button button--quiet favorite-button${standing.favorited ? ' favorite-button--on' : ''}`}
      aria-pressed={standing.favorited}
      aria-busy={store.busy(filmId, 'favorite') || undefined}
      onClick={() => void store.toggleFavorite(filmId, loaded)}
    >
      <span className="favorite-button__label">
        <span aria-hidden="true">{standing.favorited ? '♥' : '♡'} </span>
        {t(standing.favorited ? 'film:engagement.favorited' : 'film:engagement.favorite')}
      </span>
      <span className="favorite-button__count">{t('film:engagement.favoriteCount', { count: standing.favoriteCount })}</span>
    </button>
  );
});
