import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { WatchHistoryStore } from '../../application/film/watch-history.store';
import { Translator } from '../../application/shared/translator.port';
import { seriesProgress } from '../../domain/catalog/watched-episode.entity';
import { clockTime } from '../../domain/player/media-time';
import { useLinks } from '../site/use-links.hook';
import { EmptyState } from '../shared/empty-state.view';
import { LazyImage } from '../shared/lazy-image.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/** The dramas watched on this device, newest first, each with where it stopped and a way to remove it. */
export const WatchHistoryList = observer(function WatchHistoryList() {
  const history = useService(WatchHistoryStore);
  const translator = useService(Translator);
  const t = useT();
  const links = useLinks();
  useEffect(() => history.refresh(), [history]);
  return (
    <section className="collection-section" aria-labelledby="watch-history-title">
      <h2 id="watch-history-title" className="collection-section__title">
        {t('account-pages:watchHistory.title')}
      </h2>
      {history.entries.length === 0 ? (
        <EmptyState
          title={t('account-pages:watchHistory.empty')}
          hint={t('account-pages:watchHistory.emptyHint')}
          action={
            <Link className="button" href={links.to('home', {})}>
              {t('account-pages:collection.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="watch-history" role="list">
          {history.entries.map((entry) => (
            <li key={entry.filmId} className="watch-history__item">
              <Link
                className="watch-history__poster"
                href={links.to('filmVideo', { filmId: entry.filmId, videoId: entry.videoId })}
                tabIndex={-1}
                aria-hidden="true"
              >
                <LazyImage src={entry.posterUrl} alt="" ratio="9 / 16" fallbackLabel={entry.filmTitle} sizes="64px" />
              </Link>
              <div className="watch-history__body">
                <Link className="watch-history__title" href={links.to('filmVideo', { filmId: entry.filmId, videoId: entry.videoId })}>
                  {entry.filmTitle}
                </Link>
                <p className="watch-history__meta">
                  {t('account-pages:watchHistory.episode', { number: entry.episodeNumber, count: entry.episodeCount })}
                  {entry.positionSeconds > 0 ? ` · ${t('account-pages:watchHistory.stoppedAt', { time: clockTime(entry.positionSeconds) })}` : ''}
                </p>
                <progress
                  className="watch-history__progress"
                  max={1}
                  value={seriesProgress(entry)}
                  aria-label={t('account-pages:watchHistory.episode', { number: entry.episodeNumber, count: entry.episodeCount })}
                />
                <p className="watch-history__meta">
                  <time dateTime={new Date(entry.watchedAt).toISOString()}>
                    {t('account-pages:watchHistory.watchedOn', { date: translator.formatDate(entry.watchedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
                  </time>
                </p>
              </div>
              <button
                type="button"
                className="button button--quiet watch-history__remove"
                onClick={() => history.remove(entry.filmId)}
                aria-label={t('account-pages:watchHistory.remove', { title: entry.filmTitle })}
              >
                {t('account-pages:watchHistory.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
