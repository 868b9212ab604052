/*
 * Route /guide/{type}/{page}.html: the guides of one type, paged.
 * Params (wouter useParams or `params` prop): `type` — a slug; `page` (or `_page`) — positive integer, absent
 * means 1; otherwise 404 (also for a type the API does not know).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { GuidesStore } from '../../application/content/guides.store';
import { Translator } from '../../application/shared/translator.port';
import { EmptyState } from '../shared/empty-state.view';
import { Pagination } from '../shared/pagination.view';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { GuideCardList } from '../film/guide-card-list.view';
import { useFilmLinks } from '../film/film-links.hook';
import { FilmNotFound, FilmPageFrame } from '../film/film-page-frame.view';
import { RemoteGate } from '../film/remote-gate.view';
import { pageParam, slugParam, useRouteParams, type RouteParams } from '../film/route-params';

const GuideListView = observer(function GuideListView(props: { params?: RouteParams }) {
  const params = useRouteParams(props);
  const type = slugParam(params.type);
  const page = pageParam(params.page ?? params._page);
  const store = useService(GuidesStore);
  const translator = useService(Translator);
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (type !== null && page !== null) store.loadPage(type, page);
  }, [store, type, page, translator.language]);
  if (type === null || page === null || store.list.status === 'not_found') return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <h1 className="page-title">{store.list.value?.typeName ?? t('film:guides.listHeading')}</h1>
      <RemoteGate value={store.list} skeleton={<TextSkeleton label={t('film:state.loading')} lines={10} />} onRetry={() => store.loadPage(type, page)}>
        {(list) =>
          list.guides.items.length === 0 ? (
            <EmptyState title={t('film:guides.empty')} />
          ) : (
            <>
              <GuideCardList guides={list.guides.items} label={list.typeName} />
              <Pagination currentPage={page} totalPages={store.totalPages} hrefForPage={(target) => links.guideList(type, target)} />
            </>
          )
        }
      </RemoteGate>
    </FilmPageFrame>
  );
});

export default GuideListView;
