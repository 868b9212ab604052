import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { RemoteValue } from '../../application/film/remote-value';
import { Translator } from '../../application/shared/translator.port';
import type { FilmDetail } from '../../domain/catalog/film-detail.types';
import type { Paged } from '../../domain/catalog/paged.entity';
import { EmptyState } from '../shared/empty-state.view';
import { Pagination } from '../shared/pagination.view';
import { useService } from '../shared/use-service.hook';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { FilmSectionHeader } from './film-section-header.view';
import { RemoteGate } from './remote-gate.view';
import { pageParam, positiveInt, useRouteParams, type RouteParams } from './route-params';

/** What a paged film sub-page needs of its store: the film it belongs to, and a load of one page. */
export interface PagedFilmStore {
  readonly film: RemoteValue<FilmDetail>;
  readonly totalPages: number;
  load(filmId: number, page: number, language: string): void;
}

interface PagedFilmSectionProps<T> {
  params?: RouteParams;
  store: PagedFilmStore;
  /** The store's current page of items. */
  pages: RemoteValue<Paged<T>>;
  /** The film tab this page is; its pager links to the same tab. */
  section: 'guides' | 'photos';
  /** The page's localised heading. */
  heading: string;
  /** The localised text shown when the film has no items. */
  empty: string;
  /** Shown while the first page is on its way, the size of the content. */
  skeleton: ReactNode;
  /** The page's items (a list or a grid); the pager follows them. */
  children: (items: readonly T[]) => ReactNode;
  /** Drawn after the items inside the frame, e.g. a viewer. */
  overlay?: ReactNode;
}

/**
 * A paged film sub-page (/playlet/{filmId}/{section}/{page}.html): the film's header and tabs, one page of items
 * with its pager, and the loading, empty, failed and 404 states. Params: `filmId` a positive integer; `page` (or
 * `_page`) a positive integer, absent means 1; anything else shows 404.
 */
function PagedFilmSectionView<T>({ params: given, store, pages, section, heading, empty, skeleton, children, overlay }: PagedFilmSectionProps<T>) {
  const params = useRouteParams({ params: given });
  const filmId = positiveInt(params.filmId);
  const page = pageParam(params.page ?? params._page);
  const language = useService(Translator).language;
  const links = useFilmLinks();
  useEffect(() => {
    if (filmId !== null && page !== null) store.load(filmId, page, language);
  }, [store, filmId, page, language]);
  if (filmId === null || page === null || store.film.status === 'not_found') return <FilmNotFound />;
  return (
    <FilmPageFrame>
      <FilmSectionHeader film={store.film.value} heading={heading} active={section} />
      <RemoteGate value={pages} skeleton={skeleton} onRetry={() => store.load(filmId, page, language)}>
        {(loaded) =>
          loaded.items.length === 0 ? (
            <EmptyState title={empty} />
          ) : (
            <>
              {children(loaded.items)}
              <Pagination currentPage={page} totalPages={store.totalPages} hrefForPage={(target) => links[section](filmId, target)} />
            </>
          )
        }
      </RemoteGate>
      {overlay}
    </FilmPageFrame>
  );
}

export const PagedFilmSection = observer(PagedFilmSectionView) as <T>(props: PagedFilmSectionProps<T>) => ReactNode;
