import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { HomeStore } from '../../application/browse/home.store';
import { seriesProgress } from '../../domain/catalog/watched-episode.entity';
import { useLinks } from '../site/use-links.hook';
import { PosterCard } from '../shared/poster-card.view';
import { Rail, RailItem } from '../shared/rail.view';
import { EmptyState } from '../shared/empty-state.view';
import { Deferred } from '../shared/deferred.view';
import { PosterListSkeleton, RailSkeleton, SkeletonBlock } from '../shared/skeleton.view';
import { Section } from '../shared/layout-primitives.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { FilmRail } from './film-rail.view';
import { RailSection } from './rail-section.view';
import { HomeHero, HomeHeroSkeleton } from './home-hero.view';
import { RemoteContent } from './remote-content.view';
import { useRestoreScroll } from './use-restore-scroll.hook';
import './browse.css';

/** The home page: hero, continue watching, recommendations, hot, top 10, topics, categories and category shelves. */
const HomeView = observer(function HomeView() {
  const store = useService(HomeStore);
  const t = useT();
  const links = useLinks();
  const language = links.language;
  useEffect(() => store.load(language), [store, language]);
  useRestoreScroll(store.featured.status === 'ready' && store.shelves.status !== 'loading');
  const retry = () => store.load(language);
  const railSkeleton = <PosterListSkeleton label={t('browse:loading.films')} count={8} layout="rail" />;
  return (
    <div className="page browse-page browse-sections">
      <h1 className="visually-hidden">{t('browse:home.title')}</h1>
      <RemoteContent value={store.featured} onRetry={retry} skeleton={<HomeHeroSkeleton />}>
        {(films) => <HomeHero films={films} />}
      </RemoteContent>
      <p className="home-feed-link">
        <Link href={links.to('feed', {})} className="button">
          {t('browse:feed.homeLink')}
        </Link>
      </p>

      {store.continueWatching.length > 0 ? (
        <Section id="continue" title={t('browse:home.continueWatching')}>
          <Rail label={t('browse:home.continueWatching')}>
            {store.continueWatching.map((entry) => (
              <RailItem key={entry.filmId}>
                <PosterCard
                  title={entry.filmTitle}
                  posterUrl={entry.posterUrl}
                  href={links.to('filmVideo', { filmId: entry.filmId, videoId: entry.videoId })}
                  subtitle={t('browse:card.episodeOf', { episode: entry.episodeNumber, count: entry.episodeCount })}
                  progress={seriesProgress(entry)}
                />
              </RailItem>
            ))}
          </Rail>
        </Section>
      ) : null}

      <RailSection id="recommended" title={t('browse:home.recommended')} value={store.recommendations} films={(films) => films} onRetry={retry} />
      <RailSection id="hot" title={t('browse:home.hot')} value={store.hot} films={(page) => page.items} deferred onRetry={retry} />
      <RailSection
        id="top"
        title={t('browse:home.ranking')}
        more={<Link href={links.ranking({})}>{t('browse:home.seeAll')}</Link>}
        value={store.topRanking}
        films={(page) => page.items.map((entry) => entry.film)}
        ranked
        deferred
        onRetry={retry}
      />

      {store.isEmpty ? <EmptyState title={t('browse:home.empty')} /> : null}

      {store.categories.value?.length === 0 ? null : (
        <Section id="categories" title={t('browse:home.categories')}>
          <RemoteContent value={store.categories} onRetry={retry} skeleton={<SkeletonBlock height="2.5rem" />}>
            {(categories) => (
              <ul className="chip-list" role="list">
                {categories.map((category) => (
                  <li key={category.slug}>
                    <Link className="chip" href={links.to('category', { _cname: category.slug, _page: 1 })}>
                      {category.name}
                      <span className="chip__count">{t('browse:category.count', { count: category.filmCount })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </RemoteContent>
        </Section>
      )}

      <RemoteContent value={store.topics} onRetry={retry} skeleton={railSkeleton}>
        {(topics) => (
          <>
            {topics.map((topic) => (
              <Section
                key={topic.slug}
                id={`topic-${topic.slug}`}
                title={topic.name}
                more={
                  <Link href={links.to('category', { _cname: topic.slug, _page: 1 })}>
                    {t('browse:home.seeAll')}
                    <span className="visually-hidden">: {topic.name}</span>
                  </Link>
                }
              >
                <Deferred placeholder={<RailSkeleton label={topic.name} count={4} />}>
                  <FilmRail label={topic.name} films={topic.films} />
                </Deferred>
              </Section>
            ))}
          </>
        )}
      </RemoteContent>

      <RemoteContent value={store.shelves} onRetry={retry} skeleton={railSkeleton}>
        {(shelves) => (
          <>
            {shelves.map((shelf) => (
              <Section
                key={shelf.category.slug}
                id={`shelf-${shelf.category.slug}`}
                title={shelf.category.name}
                more={
                  <Link href={links.to('category', { _cname: shelf.category.slug, _page: 1 })}>
                    {t('browse:home.seeAll')}
                    <span className="visually-hidden">: {shelf.category.name}</span>
                  </Link>
                }
              >
                <Deferred placeholder={<RailSkeleton label={shelf.category.name} count={4} />}>
                  <FilmRail label={shelf.category.name} films={shelf.films} />
                </Deferred>
              </Section>
            ))}
          </>
        )}
      </RemoteContent>
    </div>
  );
});

export default HomeView;
