import { observer } from 'mobx-react-lite';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import { ShareStore } from '../../application/sharing/share.store';
import FilmDetailView from './film-detail.view';
import { positiveInt } from './route-params';
import { FilmComments } from '../community/lazy-comments.view';
import type { RouteParams } from './route-params';
import { useLaterService } from '../shared/use-later-service.hook';
import { useService } from '../shared/use-service.hook';
import { FilmEngagement } from './film-standing.view';

const SummaryEngagement = observer(function SummaryEngagement({ show }: { show: 'favorite' | 'rating' }) {
  return <FilmEngagement film={useService(FilmSummaryStore).film.value} show={show} />;
});

/**
 * The film page (episode-list route) with the favourite button, rating control and comments in ui-film's slots, and
 * the share dialog behind its Share button (the link leads friends to this page).
 */
export default function FilmDetailScreen({ params }: { params: RouteParams }) {
  // Asked for on the press: the film page renders without the actions code, whose controls say when it failed.
  const shareStore = useLaterService(ShareStore);
  const comments = <FilmComments filmId={positiveInt(params._did ?? params.filmId)} categorySlug={params._cname} />;
  return (
    <FilmDetailView
      params={params}
      favoriteSlot={<SummaryEngagement show="favorite" />}
      ratingSlot={<SummaryEngagement show="rating" />}
      commentsSlot={comments}
      onShare={(filmId) =>
        void shareStore().then(
          (share) => share.open(filmId),
          () => undefined,
        )
      }
    />
  );
}
