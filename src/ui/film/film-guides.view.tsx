/* Route /playlet/{filmId}/guide/{page}.html: the guides written about a film, paged (params: see PagedFilmSection). */
import { observer } from 'mobx-react-lite';
import { FilmGuidesStore } from '../../application/film/film-guides.store';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { GuideCardList } from './guide-card-list.view';
import { PagedFilmSection } from './paged-film-section.view';
import type { RouteParams } from './route-params';

const FilmGuidesView = observer(function FilmGuidesView(props: { params?: RouteParams }) {
  const store = useService(FilmGuidesStore);
  const t = useT();
  const heading = t('film:guides.heading');
  return (
    <PagedFilmSection
      params={props.params}
      store={store}
      pages={store.guides}
      section="guides"
      heading={heading}
      empty={t('film:guides.empty')}
      skeleton={<TextSkeleton label={t('film:state.loading')} lines={8} />}
    >
      {(guides) => <GuideCardList guides={guides} label={heading} />}
    </PagedFilmSection>
  );
});

export default FilmGuidesView;
