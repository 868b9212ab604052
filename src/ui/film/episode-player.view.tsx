import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PlaybackPositionTracker } from '../../application/film/playback-position.tracker';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { Icon } from '../components/icon.view';
import { useT } from '../hooks/use-t.hook';
import { clockTime } from './film-facts.view';
import { playerCommand } from './player-keys';
import { usePlayerState } from './player-state.hook';
import './episode-player.css';

export interface EpisodePlayerProps {
  video: FilmVideo;
  /** Remembers and restores the position; trailers are tracked as nothing. */
  tracker: PlaybackPositionTracker;
  /** The visitor's language: its subtitle track, when present, is on by default. */
  language: string;
  onEnded: () => void;
  /** Playback (re)started: any end-of-episode offer goes away. */
  onPlay: () => void;
  /** Drawn over the picture (the next-episode offer). */
  overlay?: ReactNode;
  /** Start at once (the visitor chose or accepted the next episode); otherwise wait for a press on play. */
  autoPlay: boolean;
}

/**
 * A vertical native video with its own controls. Keyboard: space or k play/pause, arrows seek, f fullscreen,
 * m mute, whenever focus is inside the player. Loaded lazily so the video page's first paint stays light.
 */
export default function EpisodePlayer({ video, tracker, language, onEnded, onPlay, overlay, autoPlay }: EpisodePlayerProps) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLVideoElement>(null);
  const state = usePlayerState(element, frame, tracker, autoPlay);
  const [announcement, setAnnouncement] = useState('');
  const subtitle = video.subtitles.find((track) => track.language === language);

  // Read during render: the player's own effects consume the resume point before this component's effects run.
  const resumedFrom = useMemo(() => tracker.resumeAt, [tracker, video.id]);
  useEffect(() => {
    setAnnouncement(resumedFrom ? t('film:player.resumed', { time: clockTime(resumedFrom) }) : '');
  }, [resumedFrom, t]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target instanceof HTMLInputElement ? 'slider' : event.target instanceof HTMLButtonElement ? 'button' : 'other';
    const command = playerCommand(event.key, { shift: event.shiftKey, ctrlOrMeta: event.ctrlKey || event.metaKey, alt: event.altKey }, target);
    if (!command) return;
    event.preventDefault();
    if (command.type === 'toggle') state.toggle();
    else if (command.type === 'seek') state.seekBy(command.seconds);
    else if (command.type === 'fullscreen') state.toggleFullscreen();
    else state.toggleMute();
  };

  return (
    <div ref={frame} className="player" role="region" aria-label={t('film:player.label', { title: video.title })} tabIndex={0} onKeyDown={onKeyDown}>
      <video
        ref={element}
        key={video.id}
        className="player__video"
        src={video.url}
        poster={video.posterUrl}
        preload="metadata"
        playsInline
        onClick={state.toggle}
        onLoadedMetadata={state.onLoadedMetadata}
        onTimeUpdate={state.onTimeUpdate}
        onPlay={() => {
          state.onPlayChange(true);
          onPlay();
        }}
        onPause={state.onPause}
        onVolumeChange={state.onVolumeChange}
        onEnded={() => {
          state.onEnded();
          onEnded();
        }}
      >
        {subtitle ? <track kind="subtitles" src={subtitle.url} srcLang={subtitle.language} label={subtitle.label} default /> : null}
      </video>
      {!state.playing && !overlay ? (
        <button type="button" className="player__big-play" onClick={state.toggle} aria-label={t('film:player.play')}>
          <Icon name="play" />
        </button>
      ) : null}
      {overlay}
      <div className="player__controls">
        <button type="button" className="player__button" onClick={state.toggle} aria-label={state.playing ? t('film:player.pause') : t('film:player.play')}>
          <Icon name={state.playing ? 'pause' : 'play'} />
        </button>
        <input
          className="player__seek"
          type="range"
          min={0}
          max={Math.max(1, Math.floor(state.duration))}
          step={1}
          value={Math.floor(state.currentTime)}
          onChange={(event) => state.seekTo(Number(event.target.value))}
          aria-label={t('film:player.seek')}
          aria-valuetext={t('film:player.timeOf', { current: clockTime(state.currentTime), total: clockTime(state.duration) })}
        />
        <span className="player__time" aria-hidden="true">
          {clockTime(state.currentTime)} / {clockTime(state.duration)}
        </span>
        <button type="button" className="player__button" onClick={state.toggleMute} aria-pressed={state.muted} aria-label={t('film:player.mute')}>
          <Icon name={state.muted ? 'muted' : 'volume'} />
        </button>
        <button type="button" className="player__button" onClick={state.toggleFullscreen} aria-pressed={state.fullscreen} aria-label={t('film:player.fullscreen')}>
          <Icon name="fullscreen" />
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="player__hint">{t('film:player.keysHint')}</p>
    </div>
  );
}
