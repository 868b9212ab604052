/*
 * Route /playlet/{filmId}/videos/{videoId}.html: the video page, where episodes play.
 * Params (wouter useParams or `params` prop): `filmId` — positive integer; `videoId` — positive integer: an
 * episode's id (`id` of /api/films/episodes, which the picker links), or a trailer/clip id; otherwise 404.
 * Props: `onShare` and `onApply` open the share and the apply-for-permission dialogs once those exist;
 * `engagementSlot` holds the accounts feature's favourite and rating controls, shown beside the player.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { NextEpisodeStore } from '../../application/film/next-episode.store';
import { Translator } from '../../application/ports/translator.port';
import { SkeletonBlock, TextSkeleton } from '../components/skeleton.view';
import { useService } from '../hooks/use-service.hook';
import { useT } from '../hooks/use-t.hook';
import { EpisodePicker } from './episode-picker.view';
import { useFilmLinks } from './film-links.hook';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { FilmSectionHeader } from './film-section-header.view';
import { FilmClips } from './film-clips.view';
import { LockedEpisode } from './locked-episode.view';
import { NextEpisodeOffer } from './next-episode-offer.view';
import { positiveInt, useRouteParams, type RouteParams } from './route-params';

// The player (and its styles) load only on this page, keeping the first bundle small.
const EpisodePlayer = lazy(() => import('./episode-player.view'));

export interface FilmVideoProps {
  params?: RouteParams;
  onShare?: (filmId: number) => void;
  onApply?: (filmId: number) => void;
  engagementSlot?: ReactNode;
}

const FilmVideoView = observer(function FilmVideoView(props: FilmVideoProps) {
  const params = useRouteParams(props);
  const filmId = positiveInt(params.filmId);
  const videoId = positiveInt(params.videoId);
  const player = useService(EpisodePlayerStore);
  const countdown = useService(NextEpisodeStore);
  const language = useService(Translator).language;
  const t = useT();
  const links = useFilmLinks();
  const [, navigate] = useLocation();

  useEffect(() => {
    countdown.reset();
    if (filmId !== null && videoId !== null) void player.open(filmId, videoId, language);
  }, [player, countdown, filmId, videoId, language]);
  useEffect(() => countdown.dispose, [countdown]);

  const next = player.nextEpisode;
  const advanceTo = countdown.advanceTo;
  useEffect(() => {
    if (advanceTo === null || filmId === null || !next || next.number !== advanceTo) return;
    player.continueAutomatically();
    navigate(links.video(filmId, next.id));
  }, [advanceTo, next, filmId, player, navigate, links]);

  if (filmId === null || videoId === null || player.target.status === 'not_found' || player.film.status === 'not_found') return <FilmNotFound />;
  const episode = player.episode.value;
  const permission = player.permission.value;
  const heading = episode ? t('film:video.episodeHeading', { number: episode.number, title: episode.title }) : (player.video.value?.title ?? t('film:video.heading'));
  return (
    <FilmPageFrame wide>
      <FilmSectionHeader film={player.film.value} heading={heading} active="videos" />
      <div className="watch">
        <div className="watch__stage">
          {player.locked && permission ? (
            <LockedEpisode
              permission={permission}
              posterUrl={episode?.thumbnailUrl ?? null}
              onShare={props.onShare ? () => props.onShare?.(filmId) : undefined}
              onApply={props.onApply ? () => props.onApply?.(filmId) : undefined}
              onRecheck={player.recheckPermission}
            />
          ) : player.video.value ? (
            <Suspense fallback={<SkeletonBlock ratio="9 / 16" />}>
              <EpisodePlayer
                video={player.video.value}
                tracker={player.positions}
                language={language}
                autoPlay={player.autoplay}
                onPlay={countdown.reset}
                onEnded={() => countdown.ended(next?.number ?? null)}
                overlay={countdown.showsOffer ? <NextEpisodeOffer countdown={countdown} next={next} /> : null}
              />
            </Suspense>
          ) : player.video.status === 'error' || player.target.status === 'error' ? (
            <div className="film-failure" role="alert">
              <p>{t('film:state.failed')}</p>
              <button type="button" className="button button--secondary" onClick={() => void player.open(filmId, videoId, language)}>
                {t('film:state.retry')}
              </button>
            </div>
          ) : (
            <SkeletonBlock ratio="9 / 16" />
          )}
        </div>
        <div className="watch__side">
          {props.engagementSlot}
          {episode?.plotSummary ? <p className="watch__plot">{episode.plotSummary}</p> : null}
          {player.episodes.value ? (
            <EpisodePicker
              filmId={filmId}
              episodes={player.episodes.value}
              current={player.episodeNumber}
              allUnlocked={permission?.reason === 'share_unlocked' || permission?.reason === 'approved'}
            />
          ) : (
            <TextSkeleton label={t('film:state.loading')} lines={3} />
          )}
          <FilmClips filmId={filmId} currentVideoId={player.target.value?.kind === 'clip' ? videoId : null} />
        </div>
      </div>
    </FilmPageFrame>
  );
});

export default FilmVideoView;
