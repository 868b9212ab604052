import { observer } from 'mobx-react-lite';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import FilmDetailView from './film-detail.view';
import { positiveInt } from './route-params';
import { FilmComments } from '../community/lazy-comments.view';
import type { RouteParams } from './route-params';
import { useService } from '../shared/use-service.hook';
import { FilmEngagement } from './film-standing.view';

const SummaryEngagement = observer(function SummaryEngagement({ show }: { show: 'favorite' | 'rating' }) {
  return <FilmEngagement film={useService(FilmSummaryStore).film.value} show={show} />;
});

/** The film page (episode-list route) with the favourite button, rating control and comments in ui-film's slots. */
export default function FilmDetailScreen({ params }: { params: RouteParams }) {
  const comments = <FilmComments filmId={positiveInt(params._did ?? params.filmId)} categorySlug={params._cname} />;
  return (
    <FilmDetailView
      params={params}
      favoriteSlot={<SummaryEngagement show="favorite" />}
      ratingSlot={<SummaryEngagement show="rating" />}
      commentsSlot={comments}
    />
  );
}
