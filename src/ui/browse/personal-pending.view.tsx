import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { HomeStore } from '../../application/browse/home.store';
import { seriesProgress } from '../../domain/catalog/watched-episode.entity';
import { useLinks } from '../app/use-links.hook';
import { EmptyState } from '../components/empty-state.view';
import { PosterCard } from '../components/poster-card.view';
import { PosterGrid, PosterGridItem } from '../components/poster-grid.view';
import { useService } from '../hooks/use-service.hook';
import { useT } from '../hooks/use-t.hook';
import './browse.css';

/**
 * The personal pages until the accounts feature mounts its own: what this device has watched, which needs no
 * account. The accounts engineer replaces the two personal entries in src/ui/app/route-screens.ts.
 */
const PersonalPendingView = observer(function PersonalPendingView() {
  const store = useService(HomeStore);
  const t = useT();
  const links = useLinks();
  useEffect(() => store.readHistory(), [store]);
  return (
    <div className="page browse-page">
      <h1 className="page-title">{t('browse:personal.title')}</h1>
      <p className="page-intro">{t('browse:personal.intro')}</p>
      {store.continueWatching.length === 0 ? (
        <EmptyState title={t('browse:personal.empty')} action={<Link className="button" href={links.to('home', {})}>{t('browse:nav.home')}</Link>} />
      ) : (
        <PosterGrid label={t('browse:home.continueWatching')}>
          {store.continueWatching.map((entry) => (
            <PosterGridItem key={entry.filmId}>
              <PosterCard
                title={entry.filmTitle}
                posterUrl={entry.posterUrl}
                href={links.to('filmVideo', { filmId: entry.filmId, videoId: entry.videoId })}
                subtitle={t('browse:card.episodeOf', { episode: entry.episodeNumber, count: entry.episodeCount })}
                progress={seriesProgress(entry)}
              />
            </PosterGridItem>
          ))}
        </PosterGrid>
      )}
    </div>
  );
});

export default PersonalPendingView;
