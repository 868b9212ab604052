import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { SearchStore } from '../../application/search/search.store';
import { normalizeKeyword, parseSearchSort, searchSorts } from '../../domain/catalog/search-keyword';
import { useLinks } from '../site/use-links.hook';
import { EmptyState } from '../shared/empty-state.view';
import { Pagination } from '../shared/pagination.view';
import { PosterGrid, PosterGridItem } from '../shared/poster-grid.view';
import { PosterListSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { FilmPoster } from '../browse/film-poster.view';
import { RemoteContent } from '../browse/remote-content.view';
import { SearchForm } from './search-form.view';
import { DialogueMatches } from './dialogue-matches.view';
import { useRestoreScroll } from '../browse/use-restore-scroll.hook';
import '../browse/browse.css';
import './search.css';

/** The search page `/short-play-search.html?keyword=&category=&sort=&page=`: instant suggestions, filters, results. */
const SearchView = observer(function SearchView() {
  const store = useService(SearchStore);
  const t = useT();
  const links = useLinks();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const keyword = normalizeKeyword(query.get('keyword') ?? '');
  const category = query.get('category') || null;
  const sort = parseSearchSort(query.get('sort'));
  const page = Math.max(1, Math.floor(Number(query.get('page')) || 1));
  useEffect(() => store.show({ keyword, categorySlug: category, sort, page }, links.language), [store, keyword, category, sort, page, links.language]);
  useEffect(() => store.dispose, [store]);
  useRestoreScroll(store.results.status === 'ready' || !keyword);
  // Read here, where the view observes it: the dramas the keyword is spoken in (shown below the title results).
  const spoken = page === 1 && store.dialogue.status === 'ready' ? (store.dialogue.value?.length ?? 0) : 0;
  const go = (change: { keyword?: string; category?: string | null; sort?: typeof sort }) =>
    navigate(links.search({ keyword, category, sort, ...change, page: 1 }));
  return (
    <div className="page browse-page">
      <h1 className="page-title">{keyword ? t('browse:search.resultsFor', { keyword }) : t('browse:search.title')}</h1>
      <SearchForm onSearch={(typed) => go({ keyword: typed })} />
      <div className="filters">
        <label className="filters__group">
          <span className="filters__label">{t('browse:search.categoryFilter')}</span>
          <select className="select" value={category ?? ''} onChange={(event) => go({ category: event.target.value || null })}>
            <option value="">{t('browse:search.anyCategory')}</option>
            {(store.categories.value ?? []).map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <label className="filters__group">
          <span className="filters__label">{t('browse:search.sortLabel')}</span>
          <select className="select" value={sort} onChange={(event) => go({ sort: parseSearchSort(event.target.value) })}>
            {searchSorts.map((option) => (
              <option key={option} value={option}>
                {t(`browse:search.sort.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!keyword ? (
        <EmptyState
          title={t('browse:search.prompt')}
          action={
            <Link className="button button--quiet" href={links.ranking({})}>
              {t('browse:nav.ranking')}
            </Link>
          }
        />
      ) : (
        <RemoteContent
          value={store.results}
          onRetry={() => store.show({ keyword, categorySlug: category, sort, page }, links.language)}
          skeleton={<PosterListSkeleton label={t('browse:loading.films')} />}
        >
          {(results) =>
            results.items.length === 0 && spoken > 0 ? (
              // No title matched, but the words are spoken: the lines below are the answer, not an empty page.
              <p className="page-intro" role="status">
                {t('browse:search.dialogue.onlySpoken', { keyword })}
              </p>
            ) : results.items.length === 0 ? (
              <EmptyState
                title={t('browse:search.emptyTitle', { keyword })}
                hint={t('browse:search.emptyHint')}
                action={
                  category ? (
                    <button type="button" className="button button--quiet" onClick={() => go({ category: null })}>
                      {t('browse:search.anyCategory')}
                    </button>
                  ) : undefined
                }
              />
            ) : (
              <>
                <p className="page-intro" role="status">
                  {t('browse:search.count', { count: results.total })}
                </p>
                <PosterGrid label={t('browse:search.resultsFor', { keyword })}>
                  {results.items.map((film, index) => (
                    <PosterGridItem key={film.id}>
                      <FilmPoster film={film} priority={index < 2} />
                    </PosterGridItem>
                  ))}
                </PosterGrid>
                <Pagination
                  currentPage={page}
                  totalPages={store.totalPages}
                  hrefForPage={(target) => links.search({ keyword, category, sort, page: target })}
                />
              </>
            )
          }
        </RemoteContent>
      )}
      {keyword && page === 1 ? <DialogueMatches /> : null}
    </div>
  );
});

export default SearchView;
