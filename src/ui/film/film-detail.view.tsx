/*
 * A stand-alone film page: the summary, the episodes, trailers and clips, and films like it. The router may
 * mount it for a film route; the episode-list route (ui-browse) embeds `FilmSummary` and `MoreLikeThis` instead.
 * Params (wouter useParams or `params` prop): `filmId` (or `_did`) — positive integer; otherwise 404.
 * Props: `favoriteSlot`, `ratingSlot` — the actions feature's controls, shown beside the summary;
 * `commentsSlot` — the community feature's comments, after the clips.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ConsentStore } from '../../application/consent/consent.store';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import { WatchHistoryStore } from '../../application/film/watch-history.store';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import { AfterFirstPaint } from '../shared/after-first-paint.view';
import { Icon } from '../shared/icon.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { holdNextNavigation } from '../site/navigation-hold';
import { usePrimaryActionWarmup } from '../site/use-primary-action-warmup.hook';
import { EpisodePicker } from './episode-picker.view';
import { FilmClips } from './film-clips.view';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { FilmSummary } from './film-summary.view';
import { PHONE_QUERY, preloadEpisodePlayer } from './film-video.view';
import { MoreLikeThis } from './more-like-this.view';
import { positiveInt, useRouteParams, type RouteParams } from './route-params';
import { readyTappedStart, startTapped } from './tapped-start';

export interface FilmDetailProps {
  params?: RouteParams;
  favoriteSlot?: ReactNode;
  ratingSlot?: ReactNode;
  commentsSlot?: ReactNode;
  /** Opens the share dialog for the drama (its link leads to this page); no Share button when absent. */
  onShare?: (filmId: number) => void;
}

const FilmDetailView = observer(function FilmDetailView(props: FilmDetailProps) {
  const params = useRouteParams(props);
  const filmId = positiveInt(params.filmId ?? params._did);
  const store = useService(FilmSummaryStore);
  const history = useService(WatchHistoryStore);
  const player = useService(EpisodePlayerStore);
  const consent = useService(ConsentStore);
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => {
    if (filmId !== null) store.loadEpisodes(filmId);
    history.refresh();
  }, [store, history, filmId]);
  // A drama watched before goes on where the visitor stopped (watch history on this device).
  const watched = filmId === null ? null : history.entryFor(filmId);
  const first = store.firstEpisode;
  const watchVideoId = watched?.videoId ?? first?.id;
  // Watching is what a film page is for: the episode page's code and the first episode's answers come ahead.
  usePrimaryActionWarmup(filmId === null || watchVideoId === undefined ? null : links.video(filmId, watchVideoId));
  if (filmId === null || store.film.status === 'not_found') return <FilmNotFound />;
  // A press on a link to an episode loads its player's module at once, so the page renders it without suspending: the
  // link's intent only fetches the chunk (route-code-preload.ts), and the screen's own preload runs it only once the
  // screen's module has resolved, after the tap's task.
  const preloadPlayer = () => void preloadEpisodePlayer();
  // On a phone a free episode starts in the tap itself, full screen over this page, and its page follows once the
  // picture moves (tapped-start.ts). Not under the privacy choices: nothing plays before they are answered.
  const tapStart = (episode: EpisodeSummary) =>
    episode.mediaUrl !== null && !consent.dialogVisible && matchMedia(PHONE_QUERY).matches
      ? { url: episode.mediaUrl, startAt: player.tapStartAt(filmId, episode.number) }
      : null;
  // A finger on a link to an episode: its answers and its file's head are fetched now, and a phone's tapped start
  // is made ready to play once that head is in.
  const episodeIntended = (episode: EpisodeSummary) => {
    preloadPlayer();
    const start = tapStart(episode);
    const head = player.watchIntended(filmId, episode, links.video(filmId, episode.id), { fileStarted: start !== null });
    if (start) readyTappedStart(start.url, start.startAt, head);
  };
  // The tap on Watch or on an episode of the list is the visitor's gesture: the episode starts playing from it.
  const episodeTapped = (episode: EpisodeSummary) => {
    player.watchTapped(filmId, episode.id);
    const start = tapStart(episode);
    if (start) holdNextNavigation(startTapped(start.url, start.startAt));
  };
  // The episode the visitor stopped in (or the first), as the list describes it: its file for a tapped start.
  const watchedEpisode = watched ? store.episodes.value?.find((episode) => episode.id === watched.videoId) : undefined;
  const watchActions = (videoId: number, episode: EpisodeSummary | undefined) =>
    episode
      ? { onPointerDown: () => episodeIntended(episode), onClick: () => episodeTapped(episode) }
      : { onPointerDown: preloadPlayer, onClick: () => player.watchTapped(filmId, videoId) };
  const watch = watched ? (
    <Link className="button" href={links.video(filmId, watched.videoId)} {...watchActions(watched.videoId, watchedEpisode)}>
      <span aria-hidden="true">▶ </span>
      {t('film:watching.continueEpisode', { number: watched.episodeNumber })}
    </Link>
  ) : first ? (
    <Link className="button" href={links.video(filmId, first.id)} {...watchActions(first.id, first)}>
      <span aria-hidden="true">▶ </span>
      {t('film:summary.watchFirst')}
    </Link>
  ) : null;
  const actions = (
    <>
      {watch}
      {props.onShare ? (
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => props.onShare?.(filmId)}>
          <Icon name="share" />
          {t('film:locked.shareButton')}
        </button>
      ) : null}
    </>
  );
  return (
    <FilmPageFrame>
      <div className="film-sections">
        <FilmSummary filmId={filmId} favoriteSlot={props.favoriteSlot} ratingSlot={props.ratingSlot} actions={actions} />
        {/* Opened from a link in the app, the summary paints first (its title is what the tap was for). */}
        <AfterFirstPaint>
          {store.episodes.value && store.episodes.value.length > 0 ? (
            <EpisodePicker
              filmId={filmId}
              episodes={store.episodes.value}
              current={null}
              allUnlocked={false}
              onWatch={episodeTapped}
              onIntent={episodeIntended}
            />
          ) : null}
          <FilmClips filmId={filmId} currentVideoId={null} />
          {props.commentsSlot}
          <MoreLikeThis />
        </AfterFirstPaint>
      </div>
    </FilmPageFrame>
  );
});

export default FilmDetailView;
