import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { RankingStore } from '../../application/browse/ranking.store';
import { parseRankingPeriod, rankingPeriods } from '../../domain/catalog/ranking-period';
import { useLinks } from '../site/use-links.hook';
import { EmptyState } from '../shared/empty-state.view';
import { PosterGrid, PosterGridItem } from '../shared/poster-grid.view';
import { PosterListSkeleton, SkeletonBlock } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { FilmPoster } from './film-poster.view';
import { RemoteContent } from './remote-content.view';
import { useRestoreScroll } from './use-restore-scroll.hook';
import './browse.css';

/** The ranking page `/ranking-page.html?period=&category=`: the top films of a period, overall or per category. */
const RankingView = observer(function RankingView() {
  const store = useService(RankingStore);
  const t = useT();
  const links = useLinks();
  const query = new URLSearchParams(useSearch());
  const period = parseRankingPeriod(query.get('period'));
  const category = query.get('category') || null;
  useEffect(() => store.show(period, category, links.language), [store, period, category, links.language]);
  useRestoreScroll(store.films.status === 'ready');
  const retry = () => store.show(period, category, links.language);
  return (
    <div className="page browse-page">
      <h1 className="page-title">{store.selectedTab ? t('browse:ranking.titleIn', { category: store.selectedTab.name }) : t('browse:ranking.title')}</h1>
      <div className="filters">
        <nav className="filters__group" aria-label={t('browse:ranking.periodLabel')}>
          <span className="filters__label" aria-hidden="true">
            {t('browse:ranking.periodLabel')}
          </span>
          <ul className="filters__chips" role="list">
            {rankingPeriods.map((option) => (
              <li key={option}>
                <Link className="chip" href={links.ranking({ period: option, category })} aria-current={option === period ? 'page' : undefined}>
                  {t(`browse:ranking.period.${option}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="filters__group" aria-label={t('browse:ranking.categoryLabel')}>
          <span className="filters__label" aria-hidden="true">
            {t('browse:ranking.categoryLabel')}
          </span>
          <RemoteContent value={store.tabs} onRetry={retry} skeleton={<SkeletonBlock height="2.25rem" />}>
            {(tabs) => (
              <ul className="filters__chips" role="list">
                <li>
                  <Link className="chip" href={links.ranking({ period, category: null })} aria-current={category === null ? 'page' : undefined}>
                    {t('browse:ranking.allCategories')}
                  </Link>
                </li>
                {tabs.map((tab) => (
                  <li key={tab.slug}>
                    <Link className="chip" href={links.ranking({ period, category: tab.slug })} aria-current={tab.slug === category ? 'page' : undefined}>
                      {tab.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </RemoteContent>
        </nav>
      </div>
      <RemoteContent value={store.films} onRetry={retry} skeleton={<PosterListSkeleton label={t('browse:loading.films')} />}>
        {(ranking) =>
          ranking.items.length === 0 ? (
            <EmptyState
              title={t('browse:ranking.empty')}
              action={
                <Link className="button button--quiet" href={links.ranking({})}>
                  {t('browse:ranking.allCategories')}
                </Link>
              }
            />
          ) : (
            <PosterGrid label={t('browse:ranking.listLabel')}>
              {ranking.items.map((entry, index) => (
                <PosterGridItem key={entry.film.id}>
                  <FilmPoster film={entry.film} rank={entry.rank} priority={index < 2} />
                </PosterGridItem>
              ))}
            </PosterGrid>
          )
        }
      </RemoteContent>
    </div>
  );
});

export default RankingView;
