import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { CategoryListStore } from '../../application/browse/category-list.store';
import { useLinks } from '../site/use-links.hook';
import type { ScreenProps } from '../site/screen-props';
import { EmptyState } from '../shared/empty-state.view';
import { ErrorScreen } from '../shared/error-screen.view';
import { Pagination } from '../shared/pagination.view';
import { PosterGrid, PosterGridItem } from '../shared/poster-grid.view';
import { PosterListSkeleton, SkeletonBlock } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { FilmPoster } from './film-poster.view';
import { RemoteContent } from './remote-content.view';
import { useRestoreScroll } from './use-restore-scroll.hook';
import './browse.css';

/** An aggregate page `/short-play/{_cname}/{_page}.html`: a category, ranking board or topic, paged. */
const CategoryListView = observer(function CategoryListView({ params }: ScreenProps) {
  const store = useService(CategoryListStore);
  const t = useT();
  const links = useLinks();
  const [location, navigate] = useLocation();
  const slug = params._cname ?? '';
  const pageNumber = Number(params._page ?? '1');
  useEffect(() => store.show(slug, pageNumber, links.language), [store, slug, pageNumber, links.language]);
  useRestoreScroll(store.page.status === 'ready');
  const notFound = (
    <ErrorScreen statusCode={404} message={t('browse:error.notFoundMessage', { path: location })} onGoHome={() => navigate(links.to('home', {}))} />
  );
  return (
    <div className="page browse-page">
      <RemoteContent
        value={store.page}
        onRetry={() => store.show(slug, pageNumber, links.language)}
        notFound={notFound}
        skeleton={
          <>
            <div className="page-title">
              <SkeletonBlock width="45%" height="2rem" />
            </div>
            <PosterListSkeleton label={t('browse:loading.films')} />
          </>
        }
      >
        {({ category, films }) => (
          <>
            <p className="hero__eyebrow">{t(`browse:category.kind.${category.kind}`)}</p>
            <h1 className="page-title">
              {category.name}
              {pageNumber > 1 ? <span className="visually-hidden"> – {t('browse:pagination.page', { page: pageNumber })}</span> : null}
            </h1>
            <p className="page-intro">
              {category.description ? `${category.description} · ` : ''}
              {t('browse:category.count', { count: films.total })}
            </p>
            {store.pastTheEnd ? (
              <EmptyState
                title={t('browse:category.pastEnd')}
                action={
                  <Link className="button" href={links.to('category', { _cname: slug, _page: 1 })}>
                    {t('browse:category.backToFirst')}
                  </Link>
                }
              />
            ) : films.items.length === 0 ? (
              <EmptyState
                title={t('browse:category.empty')}
                action={
                  <Link className="button" href={links.to('home', {})}>
                    {t('browse:nav.home')}
                  </Link>
                }
              />
            ) : (
              <PosterGrid label={category.name}>
                {films.items.map((film, index) => (
                  <PosterGridItem key={film.id}>
                    <FilmPoster
                      film={film}
                      rank={category.kind === 'ranking' ? (films.page - 1) * films.pageSize + index + 1 : undefined}
                      priority={index < 2}
                    />
                  </PosterGridItem>
                ))}
              </PosterGrid>
            )}
            <Pagination currentPage={pageNumber} totalPages={store.totalPages} hrefForPage={(page) => links.to('category', { _cname: slug, _page: page })} />
          </>
        )}
      </RemoteContent>
    </div>
  );
});

export default CategoryListView;
