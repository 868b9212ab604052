import { observer } from 'mobx-react-lite';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { PrefetchingPosterCard } from '../shared/prefetching-poster-card.view';
import { Rail, RailItem } from '../shared/rail.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import { useRatingFormat } from '../shared/use-rating-format.hook';

/** "More like this": a rail of similar films, loaded with the film summary; hidden when there are none. */
export const MoreLikeThis = observer(function MoreLikeThis() {
  const store = useService(FilmSummaryStore);
  const t = useT();
  const films = store.recommendations.value ?? [];
  if (films.length === 0) return null;
  return (
    <section aria-labelledby="more-like-this-title" className="more-like-this">
      <h2 id="more-like-this-title" className="more-like-this__title">
        {t('film:more.title')}
      </h2>
      <Rail label={t('film:more.title')}>
        {films.map((film) => (
          <RailItem key={film.id}>
            <SimilarFilm film={film} />
          </RailItem>
        ))}
      </Rail>
    </section>
  );
});

/** One similar film; its page's code and data are fetched ahead on intent (hover, focus, touch, on screen). */
function SimilarFilm({ film }: { film: FilmCard }) {
  const t = useT();
  const formatRating = useRatingFormat();
  const links = useFilmLinks();
  return (
    <PrefetchingPosterCard
      film={film}
      href={links.episodes(film.id, film.categorySlug)}
      episodesLabel={t('film:summary.episodes', { count: film.episodeCount })}
      ratingLabel={film.rating === null ? undefined : t('film:summary.ratingShort', { value: formatRating(film.rating) })}
    />
  );
}
