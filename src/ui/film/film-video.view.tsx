/*
 * Route /playlet/{filmId}/videos/{videoId}.html: the video page, where episodes play.
 * Params (wouter useParams or `params` prop): `filmId` — positive integer; `videoId` — positive integer: an
 * episode's id (`id` of /api/films/episodes, which the picker links), or a trailer/clip id; otherwise 404.
 * Props: `onShare` and `onApply` open the share and the apply-for-permission dialogs once those exist;
 * `engagementSlot` holds the actions feature's favourite and rating controls, shown beside the player;
 * `commentsSlot` the drama's comments under them, and `stageSlot` what the full-screen phone player's top bar
 * offers besides the way back (the comments sheet).
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AFTER_STAGE_ID } from '../../../contract/film/early-play';
import { ConsentStore } from '../../application/consent/consent.store';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { NextEpisodeStore } from '../../application/film/next-episode.store';
import { Translator } from '../../application/shared/translator.port';
import type { EpisodeSummary } from '../../domain/catalog/episode.types';
import { startTimeParam } from '../../domain/player/media-time';
import { ErrorBoundary } from '../site/error-boundary.view';
import { retryingLazy } from '../site/retrying-lazy';
import { CodeLoadFailed } from '../shared/code-load-failed.view';
import { Icon } from '../shared/icon.view';
import { SkeletonBlock, TextSkeleton } from '../shared/skeleton.view';
import { useMediaQuery } from '../shared/use-media-query.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { EpisodePicker } from './episode-picker.view';
import { useFilmLinks } from './film-links.hook';
import { AfterFirstPaint } from '../shared/after-first-paint.view';
import { FilmNotFound, FilmPageFrame } from './film-page-frame.view';
import { FilmSectionHeader } from './film-section-header.view';
import { FilmClips } from './film-clips.view';
import { LockedEpisode } from './locked-episode.view';
import { NextEpisodeOffer } from './next-episode-offer.view';
import { UnlockedNotice } from './unlocked-notice.view';
import { positiveInt, useRouteParams, type RouteParams } from './route-params';
import { dropTappedStart } from './tapped-start';
import { useSwipe } from './use-swipe.hook';
import type { EpisodePlayerHandle } from './use-standby-video.hook';

/** Up to this width the episode is shown full screen, vertical, like the short-drama apps. */
export const PHONE_QUERY = '(max-width: 600px)';

// The player (and its styles) load only on this page, keeping the first bundle small; retried, never a lasting skeleton.
let loadedPlayer: Awaited<ReturnType<typeof loadPlayer>> | undefined;
// The player's chunk imports the hand-off's small shared chunk: asked for together, not one round trip after it.
const loadPlayer = () => Promise.all([import('./episode-player.view'), import('./when-moving')]).then(([player]) => player);
const episodePlayer = retryingLazy(loadPlayer, undefined, () => loadedPlayer);

/**
 * Fetches the player's code before the page is hydrated, so the server's player hydrates with the page: a player
 * still waiting for its code would be thrown away and drawn anew by the first update (the phone layout's), losing
 * the server's `<video>` and any playback a tap already started.
 */
export function preloadEpisodePlayer(): Promise<void> {
  // Here already: no import, whose answer, even for code already run, waits behind the tap's work (issue 32).
  if (loadedPlayer) return Promise.resolve();
  return loadPlayer().then(
    (module) => void (loadedPlayer = module),
    () => undefined,
  );
}

export interface FilmVideoProps {
  params?: RouteParams;
  onShare?: (filmId: number) => void;
  onApply?: (filmId: number) => void;
  engagementSlot?: ReactNode;
  commentsSlot?: ReactNode;
  stageSlot?: ReactNode;
}

/*
 * What depends on a phone's layout renders in these leaves: the server draws a desktop's page, so on a phone the
 * media query's answer re-renders them right after hydration, and only them, not the page with its player and its
 * list of episodes (that was ~100 ms in one task on the phone profile).
 */
function OnPhone({ children }: { children: ReactNode }) {
  return useMediaQuery(PHONE_QUERY) ? children : null;
}

function UnlessPhoneFullView({ fullView, children }: { fullView: boolean; children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone && fullView ? null : children;
}

const FilmVideoView = observer(function FilmVideoView(props: FilmVideoProps) {
  const params = useRouteParams(props);
  const filmId = positiveInt(params.filmId);
  const videoId = positiveInt(params.videoId);
  const player = useService(EpisodePlayerStore);
  const countdown = useService(NextEpisodeStore);
  const consent = useService(ConsentStore);
  const language = useService(Translator).language;
  const t = useT();
  const EpisodePlayer = episodePlayer();
  const links = useFilmLinks();
  const [, navigate] = useLocation();
  // A shared moment or a transcript line: `?t=` seconds (or m:ss) to start at.
  const startAt = startTimeParam(new URLSearchParams(useSearch()).get('t'));

  useEffect(() => {
    countdown.reset();
    if (filmId !== null && videoId !== null) void player.open(filmId, videoId, language, startAt);
  }, [player, countdown, filmId, videoId, language, startAt]);
  useEffect(() => countdown.dispose, [countdown]);
  const notFound = filmId === null || videoId === null || player.target.status === 'not_found' || player.film.status === 'not_found';
  const failed = player.video.status === 'error' || player.target.status === 'error';
  // A tap that started this episode before its page (tapped-start.ts) is let go when the page has no player for it.
  const noPlayer = notFound || failed || player.locked;
  useEffect(() => {
    if (noPlayer) dropTappedStart();
  }, [noPlayer]);

  const next = player.nextEpisode;
  const previous = player.previousEpisode;
  // Episode to episode inside the player replaces the history entry: the page does not scroll, and Back leaves
  // the player for the page the visitor came from instead of stepping through every episode watched. The address
  // moves first: the page's payload (fetched ahead) then answers the next episode's calls without a request.
  // A next episode waiting in the player starts within the gesture, and the page follows once it moves.
  const playerHandle = useRef<EpisodePlayerHandle | null>(null);
  const goTo = (episode: EpisodeSummary | null) =>
    episode && filmId !== null
      ? () => {
          const move = () => {
            navigate(links.video(filmId, episode.id), { replace: true });
            player.goOn(filmId, episode.id, language);
          };
          if (!playerHandle.current?.startUpNext(episode.number, move)) move();
        }
      : null;
  // The countdown ran out: on to the next episode the same way, once per countdown (it is reset as the page moves).
  const advanceTo = countdown.advanceTo;
  const goOnAutomatically = next && next.number === advanceTo ? goTo(next) : null;
  useEffect(() => goOnAutomatically?.(), [advanceTo]);

  // On a phone the episode fills the screen until the visitor steps back to the page; Play brings it back. The
  // full view is drawn by CSS (film.css, phones only), so the server's HTML already has a phone's layout; what only
  // a script can tell (swipes, the comments sheet's code) follows the media query once the page runs: asked at the
  // touch, or in the small leaves below, never in this page's render (whose hydration cannot know it).
  const [fullView, setFullView] = useState(true);
  const swipe = useSwipe(
    (intent) => goTo(intent === 'next' ? next : previous)?.(),
    () => fullView && matchMedia(PHONE_QUERY).matches,
  );

  if (notFound) return <FilmNotFound />;
  const episode = player.episode.value;
  const permission = player.permission.value;
  const unlocked = player.justUnlocked;
  const overlay = countdown.showsOffer ? (
    <NextEpisodeOffer countdown={countdown} next={next} />
  ) : unlocked ? (
    <UnlockedNotice
      permission={unlocked}
      episodeCount={player.film.value?.episodeCount ?? player.episodes.value?.length ?? 0}
      onPlay={() => {
        player.dismissUnlocked();
        playerHandle.current?.play();
      }}
    />
  ) : null;
  const heading = episode
    ? t('film:video.episodeHeading', { number: episode.number, title: episode.title })
    : (player.video.value?.title ?? t('film:video.heading'));
  const stageBar = fullView ? (
    <>
      <button type="button" className="watch__back" onClick={() => setFullView(false)} aria-label={t('film:watching.leaveFullView')}>
        <Icon name="back" />
      </button>
      <p className="watch__stage-title">{heading}</p>
      <OnPhone>{props.stageSlot}</OnPhone>
    </>
  ) : null;
  return (
    <FilmPageFrame wide>
      <div className="watch">
        <div className="watch__head">
          <FilmSectionHeader film={player.film.value} heading={heading} active="videos" />
        </div>
        <div className={fullView ? 'watch__stage watch__stage--immersive' : 'watch__stage'} {...swipe}>
          {player.locked && permission ? (
            <>
              {stageBar ? <div className="watch__stage-bar">{stageBar}</div> : null}
              <LockedEpisode
                permission={permission}
                posterUrl={episode?.thumbnailUrl ?? null}
                onShare={props.onShare ? () => props.onShare?.(filmId) : undefined}
                onApply={props.onApply ? () => props.onApply?.(filmId) : undefined}
                onRecheck={player.recheckPermission}
              />
            </>
          ) : player.video.value ? (
            <ErrorBoundary resetKey={String(videoId)} fallback={(error) => <CodeLoadFailed error={error} className="film-failure" />}>
              <Suspense fallback={<SkeletonBlock ratio="9 / 16" />}>
                <EpisodePlayer
                  video={player.video.value}
                  upNext={player.upNext}
                  handle={playerHandle}
                  dramaTitle={player.film.value?.title ?? ''}
                  tracker={player.positions}
                  language={language}
                  // Nothing starts under the privacy choices (they wait on top) or under the unlock notice (its Play starts it).
                  autoPlay={player.autoplay && !consent.dialogVisible && unlocked === null}
                  onPlay={() => {
                    countdown.reset();
                    player.playbackStarted();
                  }}
                  onEnded={() => countdown.ended(next?.number ?? null)}
                  overlay={overlay}
                  onPrevious={goTo(previous)}
                  onNext={goTo(next)}
                  onPlayPressed={() => setFullView(true)}
                  onShare={props.onShare ? () => props.onShare?.(filmId) : undefined}
                  topBar={stageBar}
                />
              </Suspense>
            </ErrorBoundary>
          ) : failed ? (
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
        <div className="watch__side" id={AFTER_STAGE_ID}>
          {/* Opened from a link in the app, the player paints and starts first. */}
          <AfterFirstPaint>
            {props.engagementSlot}
            {episode?.plotSummary ? <p className="watch__plot">{episode.plotSummary}</p> : null}
            {/* The episode's words as a page of their own, in the page's language (each line links back to its moment),
              offered when the episode has a track in that language (a locked episode's video, and so its tracks, is
              not known here: its transcript is reached from the sitemap and its episode page once unlocked). */}
            {player.episodeNumber !== null &&
            player.target.value?.kind === 'episode' &&
            player.video.value?.subtitles.some((track) => track.language === language) ? (
              <p className="watch__transcript">
                <Link href={links.transcript(filmId, player.episodeNumber)}>{t('film:transcript.open')}</Link>
              </p>
            ) : null}
            {player.episodes.value ? (
              <EpisodePicker
                filmId={filmId}
                episodes={player.episodes.value}
                current={player.episodeNumber}
                allUnlocked={permission?.reason === 'share_unlocked' || permission?.reason === 'approved'}
                onWatch={(chosen) => player.watchTapped(filmId, chosen.id)}
                onIntent={(chosen) => player.watchIntended(filmId, chosen, links.video(filmId, chosen.id))}
              />
            ) : (
              <TextSkeleton label={t('film:state.loading')} lines={3} />
            )}
            <FilmClips filmId={filmId} currentVideoId={player.target.value?.kind === 'clip' ? videoId : null} />
            {/* One comments section at a time: the full view has its sheet (the side's is hidden by CSS until then). */}
            {props.commentsSlot ? (
              <div className="watch__comments">
                <UnlessPhoneFullView fullView={fullView}>{props.commentsSlot}</UnlessPhoneFullView>
              </div>
            ) : null}
          </AfterFirstPaint>
        </div>
      </div>
    </FilmPageFrame>
  );
});

export default FilmVideoView;
