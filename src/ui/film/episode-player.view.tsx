import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { PlaybackPositionTracker } from '../../application/film/playback-position.tracker';
import { PlaybackPreferencesStore } from '../../application/film/playback-preferences.store';
import { LineReporter } from '../../application/film/line-reporter.port';
import { PlayerControlsStore } from '../../application/film/player-controls.store';
import { SubtitleStyleSync } from '../../application/film/subtitle-style.sync';
import { Translator } from '../../application/shared/translator.port';
import { PLAYS_VIDEO_PROPS, STARTS_VIDEO_PROPS } from '../../../contract/film/early-play';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { clockTime } from '../../domain/player/media-time';
import { playerCommand } from '../../domain/player/player-keys';
import { defaultPlaybackPreferences } from '../../domain/player/playback-preferences';
import { defaultSubtitleStyle, sameSubtitleStyle, subtitleLanguage } from '../../domain/player/subtitle-style';
import { Icon } from '../shared/icon.view';
import { useKnownAfterHydration } from '../shared/use-hydrated.hook';
import { useLaterService } from '../shared/use-later-service.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { PlayerControls } from './player-controls.view';
import { LineReportDialog } from './line-report.view';
import { SubtitleSettings } from './subtitle-settings.view';
import { subtitleCueStyle } from './subtitle-cue-style';
import { useFullscreen } from './use-fullscreen.hook';
import { useMediaElement } from './use-media-element.hook';
import { useMediaSession } from './use-media-session.hook';
import { usePictureInPicture } from './use-picture-in-picture.hook';
import { useSubtitleCue } from './use-subtitle-cue.hook';
import { STANDBY_CLASS, useStandbyVideo, VIDEO_CLASS, type EpisodePlayerHandle } from './use-standby-video.hook';
import { useTappedVideo } from './use-tapped-video.hook';
import './episode-player.css';

export interface EpisodePlayerProps {
  video: FilmVideo;
  /** Remembers and restores the position; trailers are tracked as nothing. */
  tracker: PlaybackPositionTracker;
  /** The page's language: its subtitle track is shown unless the visitor chose another (else the drama's original). */
  language: string;
  onEnded: () => void;
  /** Playback (re)started: any end-of-episode offer goes away. */
  onPlay: () => void;
  /** Drawn over the picture (the next-episode offer). */
  overlay?: ReactNode;
  /** Start at once (the visitor chose or accepted the next episode); otherwise wait for a press on play. */
  autoPlay: boolean;
  /** The neighbouring episodes, null where there is none (the first, the last, a clip). */
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  /** The visitor pressed the big Play button (on a phone this shows the player full screen). */
  onPlayPressed?: () => void;
  /** Shown in the top bar of the full-screen phone player, with the way back to the page. */
  topBar?: ReactNode;
  /** The next episode's video, fetched ahead: loaded out of sight, it becomes the playing element when it is `video`. */
  upNext?: FilmVideo | null;
  /** Opens the share dialog for the drama (a Share button among the controls); none when absent. */
  onShare?: () => void;
  /** The drama's title, for the system's media controls (empty until known). */
  dramaTitle?: string;
  /** Filled with the player's handle while it is mounted. */
  handle?: RefObject<EpisodePlayerHandle | null>;
}

/**
 * A vertical native video with its own controls and its own subtitle box. Keyboard, whenever focus is inside:
 * space or k play/pause, arrows seek, f full screen, m mute, c subtitles, + and - subtitle size. Loaded lazily so the video page's first
 * paint stays light.
 */
const EpisodePlayer = observer(function EpisodePlayer(props: EpisodePlayerProps) {
  const { video, tracker, language } = props;
  const t = useT();
  const translator = useService(Translator);
  const preferences = useService(PlaybackPreferencesStore);
  const controls = useService(PlayerControlsStore);
  const frame = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLVideoElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const media = useMediaElement(element, { tracker, autoPlay: props.autoPlay, speed: preferences.speed, mediaKey: video.id });
  const { fullscreen, toggleFullscreen } = useFullscreen(frame, element);
  const subtitleSync = useService(SubtitleStyleSync);
  // Asked for on the press: its store is the actions feature's, which the player does not need to play.
  const lineReporter = useLaterService(LineReporter, ['actions']);
  const [lineReport, setLineReport] = useState<LineReporter | null>(null);
  // What stands in for the control bar: the subtitle settings, or "Report this line" opened from them.
  const [panel, setPanel] = useState<'settings' | 'report' | null>(null);
  const settingsOpen = panel !== null;
  // The style lives on the device: the server drew the default, and hydration keeps the server's attributes.
  const subtitleStyle = useKnownAfterHydration(preferences.subtitleStyle, defaultSubtitleStyle, sameSubtitleStyle);
  const subtitlesOn = useKnownAfterHydration(preferences.subtitles, defaultPlaybackPreferences.subtitles, Object.is);
  const shownLanguage = subtitleLanguage(
    video.subtitles.map((track) => track.language),
    subtitleStyle.language,
    language,
    video.originalLanguage,
  );
  const subtitle = video.subtitles.find((candidate) => candidate.language === shownLanguage) ?? null;
  useEffect(() => subtitleSync.attach(), [subtitleSync]);
  // The settings stand in for the control bar: it must not time out from under them.
  useEffect(() => {
    if (!settingsOpen) return;
    controls.hold(true);
    return () => controls.hold(false);
  }, [controls, settingsOpen]);
  const { text: cue, lineShownBy } = useSubtitleCue(track, preferences.subtitles, subtitle ? `${video.id}:${subtitle.url}` : null);
  // The line on screen, else the last one shown; the video waits meanwhile, so the moment stays the one reported.
  const reportLine =
    // Offered while lines show: a track switched off has no cues loaded to name the line by.
    subtitle && preferences.subtitles && video.kind === 'episode' && video.episodeNumber !== null
      ? () => {
          const time = element.current?.currentTime ?? media.currentTime;
          const shown = lineShownBy(time);
          media.pause();
          const line = {
            filmId: video.filmId,
            episodeNumber: video.episodeNumber!,
            language: subtitle.language,
            at: shown ? shown.start : Math.round(time * 1000) / 1000,
            text: shown ? shown.text : null,
          };
          // A feature that did not arrive says so in the page's own controls; the settings stay open meanwhile.
          void lineReporter().then(
            (store) => {
              store.start(line);
              setLineReport(store);
              setPanel('report');
            },
            () => undefined,
          );
        }
      : undefined;
  const [announcement, setAnnouncement] = useState('');
  const pictureInPicture = usePictureInPicture(frame, element, video.id);
  const { standby, standbyElement, handingOff } = useStandbyVideo(video, props.upNext, element, props.handle, media.play, pictureInPicture.carryOver);
  useMediaSession({
    video,
    dramaTitle: props.dramaTitle ?? '',
    playing: media.playing,
    currentTime: media.currentTime,
    duration: media.duration,
    playbackRate: preferences.speed,
    commands: { play: media.play, pause: media.pause, seekBy: media.seekBy, seekTo: media.seekTo, previous: props.onPrevious, next: props.onNext },
  });

  // Read during render: the player's own effects consume the resume point before this component's effects run.
  // A moment a link asked for (`?t=`) is no resumption: nothing to announce.
  const resumedFrom = useMemo(() => (tracker.resumeFromLink ? null : tracker.resumeAt), [tracker, video.id]);
  useEffect(() => {
    setAnnouncement(resumedFrom ? t('film:player.resumed', { time: clockTime(resumedFrom) }) : '');
  }, [resumedFrom, t]);

  useEffect(() => {
    controls.reset();
    // Going on to the next episode remounts the player: the keyboard stays with it instead of falling to the page.
    if (props.autoPlay && (document.activeElement === document.body || document.activeElement === null)) frame.current?.focus({ preventScroll: true });
    return controls.dispose;
  }, [controls, video.id, props.autoPlay]);

  // The start is read from the element's state, not from a 'play' event: a video the visitor started before the app
  // took over (server/web/early-clicks.script.ts) is already playing when the player attaches, and React saw no event.
  const onPlay = useRef(props.onPlay);
  onPlay.current = props.onPlay;
  useEffect(() => {
    if (media.playing) {
      controls.played();
      onPlay.current?.();
    } else controls.paused();
  }, [controls, media.playing]);

  // Hidden controls leave the layout; a control that had focus hands it to the player rather than to the page.
  useEffect(() => {
    const active = document.activeElement;
    if (!controls.visible && active !== frame.current && frame.current?.contains(active)) frame.current.focus({ preventScroll: true });
  }, [controls.visible]);

  const focusPlayer = () => frame.current?.focus({ preventScroll: true });
  const toggle = () => {
    controls.activity();
    media.toggle();
  };
  const onPictureClick = () => {
    toggle();
    focusPlayer();
  };
  // Its element is in `element` from a layout effect, before any of the hooks above reads it in theirs.
  const tapped = useTappedVideo(video, element, { onClick: onPictureClick, onEnded: props.onEnded });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    controls.activity();
    const target = event.target instanceof HTMLInputElement ? 'slider' : event.target instanceof HTMLButtonElement ? 'button' : 'other';
    const command = playerCommand(event.key, { shift: event.shiftKey, ctrlOrMeta: event.ctrlKey || event.metaKey, alt: event.altKey }, target);
    if (!command) return;
    event.preventDefault();
    if (command.type === 'toggle') media.toggle();
    else if (command.type === 'seek') media.seekBy(command.seconds);
    else if (command.type === 'fullscreen') toggleFullscreen();
    else if (command.type === 'subtitles') preferences.toggleSubtitles();
    else if (command.type === 'subtitleSize') {
      if (command.step > 0) preferences.largerSubtitles();
      else preferences.smallerSubtitles();
    } else media.toggleMute();
  };

  const subtitleTrack = subtitle ? (
    <track key={subtitle.url} ref={track} kind="subtitles" src={subtitle.url} srcLang={subtitle.language} label={subtitle.label} default />
  ) : null;
  const speedLabel = `${translator.formatNumber(preferences.speed, { maximumFractionDigits: 2 })}×`;
  const classes = ['player', controls.visible ? 'player--controls' : 'player--bare', media.playing ? 'player--playing' : ''].filter(Boolean).join(' ');
  return (
    <div
      ref={frame}
      className={classes}
      role="region"
      aria-label={t('film:player.label', { title: video.title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={(event) => event.pointerType === 'mouse' && controls.activity()}
    >
      {/* One keyed list, so the stand-by element is the same node when the next episode becomes `video`. */}
      {[video, standby].map((item) =>
        item === video && tapped.adopted ? (
          // The `<video>` the tap already started plays on in here (useTappedVideo); its track is React's all the same.
          <div ref={tapped.host} key={video.id} className="player__tapped">
            {subtitleTrack ? createPortal(subtitleTrack, tapped.adopted) : null}
          </div>
        ) : item === video ? (
          <video
            ref={element}
            key={video.id}
            className={VIDEO_CLASS}
            src={video.url}
            poster={video.posterUrl}
            preload="metadata"
            playsInline
            {...PLAYS_VIDEO_PROPS}
            onClick={onPictureClick}
            onEnded={props.onEnded}
          >
            {subtitleTrack}
          </video>
        ) : item ? (
          <video ref={standbyElement} key={item.id} className={STANDBY_CLASS} src={item.url} preload="metadata" playsInline tabIndex={-1} aria-hidden />
        ) : null,
      )}
      {props.topBar ? (
        // Focus in the top bar, or in a dialog opened from it (the phone's comments sheet), keeps the controls and the
        // bar on screen: hidden, they would take the open sheet with them and the focus back to the picture.
        <div
          className="player__top"
          onFocus={() => controls.hold(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) controls.hold(false);
          }}
        >
          {props.topBar}
        </div>
      ) : null}
      {!media.playing && !props.overlay && !handingOff ? (
        <button
          type="button"
          className="player__big-play"
          {...STARTS_VIDEO_PROPS}
          onClick={() => {
            // Play, never pause: the episode may have started a moment ago (from the tap that opened it) with this
            // button still on screen until the page re-renders; a toggle then paused what the visitor asked to play.
            media.play();
            props.onPlayPressed?.();
            // The button goes away as playback starts: focus moves to the player so its keys keep working.
            focusPlayer();
          }}
          aria-label={t('film:player.play')}
        >
          <Icon name="play" />
        </button>
      ) : null}
      {media.soundHeldBack ? (
        <button type="button" className="player__unmute" onClick={media.unmute}>
          <Icon name="muted" />
          {t('film:player.unmute')}
        </button>
      ) : null}
      {props.overlay}
      <div className="player__bottom">
        <p
          className={`player__cue player__cue--${subtitleStyle.background}`}
          style={subtitleCueStyle(subtitleStyle)}
          lang={subtitle?.language}
          hidden={cue === ''}
        >
          {cue}
        </p>
        {panel === 'settings' ? <SubtitleSettings tracks={video.subtitles} onClose={() => setPanel(null)} onReportLine={reportLine} /> : null}
        {panel === 'report' && lineReport ? (
          <LineReportDialog
            store={lineReport}
            onClose={() => {
              setPanel(null);
              focusPlayer();
            }}
            onSignInNeeded={() => {
              if (fullscreen) toggleFullscreen();
            }}
          />
        ) : null}
        <PlayerControls
          media={media}
          speedLabel={speedLabel}
          subtitlesOn={video.subtitles.length > 0 ? subtitlesOn : null}
          subtitleSettingsOpen={settingsOpen}
          hidden={settingsOpen}
          fullscreen={fullscreen}
          onToggle={toggle}
          onSeek={media.seekTo}
          onPrevious={props.onPrevious}
          onNext={props.onNext}
          onSpeed={preferences.cycleSpeed}
          onSubtitles={() => setPanel('settings')}
          onMute={media.toggleMute}
          onFullscreen={toggleFullscreen}
          pictureInPicture={pictureInPicture.active}
          onPictureInPicture={pictureInPicture.toggle}
          onHold={controls.hold}
          onShare={props.onShare ?? null}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="player__hint">{t('film:player.keysHint')}</p>
    </div>
  );
});

export default EpisodePlayer;
