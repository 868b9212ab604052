/*
 * Route /playlet/{filmId}/guide/{page}.html: the guides written about a film, paged.
 * Params (wouter useParams or `params` prop): `filmId` — positive integer; `page` (or `_page`) — positive
 * integer, absent means 1; otherwise 404.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FilmGuidesStore } from '../../application/film/film-guides.store';
import { EmptyState } from '../components/empty-state.view';
import { Pagination } from '../components/pagination.view';
import { TextSkeleton } from '../components/skeleton.view';
import { Translator } from '../../application/ports/translator.port';
import { useService } from '../hooks/use-service.hook';
import { useT } from '../hooks/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { FilmSectionHeader } from './film-section-header.view';
import { GuideCardList } from './guide-card-list.view';
import { RemoteGate } from './remote-gate.view';
import { pageParam, positiveInt, useRouteParams, type RouteParams } from './route-params';

const FilmGuidesView = observer(function FilmGuidesView(props: { params?: RouteParams }) {
  const params = useRouteParams(props);
  const filmId = positiveInt(params.filmId);
  const page = pageParam(params.page ?? params._page);
  const store = useService(FilmGuidesStore);
  const language = useService(Translator).language;
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (filmId !== null && page !== null) store.load(filmId, page, language);
  }, [store, filmId, page, language]);
  if (filmId === null || page === null || store.film.status === 'not_found') return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <FilmSectionHeader film={store.film.value} heading={t('film:guides.heading')} active="guides" />
      <RemoteGate value={store.guides} skeleton={<TextSkeleton label={t('film:state.loading')} lines={8} />} onRetry={() => store.load(filmId, page, language)}>
        {(guides) =>
          guides.items.length === 0 ? (
            <EmptyState title={t('film:guides.empty')} />
          ) : (
            <>
              <GuideCardList guides={guides.items} label={t('film:guides.heading')} />
              <Pagination currentPage={page} totalPages={store.totalPages} hrefForPage={(target) => links.guides(filmId, target)} />
            </>
          )
        }
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default FilmGuidesView;
