import { useCallback, useEffect, useState, type RefObject, type SyntheticEvent } from 'react';
import type { PlaybackPositionTracker } from '../../application/film/playback-position.tracker';

/** What the player's controls show, mirrored from the media element's own events. */
export interface PlayerState {
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  currentTime: number;
  duration: number;
  toggle(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  onLoadedMetadata(event: SyntheticEvent<HTMLVideoElement>): void;
  onTimeUpdate(event: SyntheticEvent<HTMLVideoElement>): void;
  onPlayChange(playing: boolean): void;
  onPause(): void;
  onVolumeChange(): void;
  onEnded(): void;
}

/** Drives a `<video>`: controls, resume from the tracker and saving the position when playback stops. */
export function usePlayerState(
  video: RefObject<HTMLVideoElement | null>,
  frame: RefObject<HTMLElement | null>,
  tracker: PlaybackPositionTracker,
  autoPlay: boolean,
): PlayerState {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  const persist = useCallback(() => {
    const element = video.current;
    if (element && element.currentTime > 0) tracker.persist(element.currentTime, element.duration);
  }, [video, tracker]);

  useEffect(() => {
    const onFullscreen = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    // Leaving the page (reload, closing the tab) must not lose the last seconds watched.
    window.addEventListener('pagehide', persist);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [frame, persist]);

  const applyMetadata = useCallback(
    (element: HTMLVideoElement) => {
      setDuration(element.duration);
      const resume = tracker.resumeAt;
      if (resume && resume < element.duration - 3) element.currentTime = resume;
      tracker.consumeResume();
      setCurrentTime(element.currentTime);
      // The next episode starts by itself when the browser allows it; a first visit waits for the visitor.
      if (autoPlay) element.play()?.catch(() => setPlaying(false));
    },
    [tracker, autoPlay],
  );

  // If the metadata was already there when the player mounted, no event will come: apply it now.
  useEffect(() => {
    const element = video.current;
    if (element && element.readyState >= 1 && tracker.resumeAt !== null) applyMetadata(element);
  }, [video, tracker, applyMetadata]);

  const seekTo = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    const limit = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.min(Math.max(0, seconds), limit);
    setCurrentTime(element.currentTime);
  };

  return {
    playing,
    muted,
    fullscreen,
    currentTime,
    duration,
    toggle: () => {
      const element = video.current;
      if (!element) return;
      if (element.paused || element.ended) element.play()?.catch(() => setPlaying(false));
      else element.pause();
    },
    seekBy: (seconds) => seekTo((video.current?.currentTime ?? 0) + seconds),
    seekTo,
    toggleMute: () => {
      if (video.current) video.current.muted = !video.current.muted;
    },
    toggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen?.();
      else void frame.current?.requestFullscreen?.()?.catch(() => undefined);
    },
    // Media events can arrive before React has attached the ref (a cached file loads while the new element is
    // still detached), so the handlers use the element the event came from.
    onLoadedMetadata: (event) => applyMetadata(event.currentTarget),
    onTimeUpdate: (event) => {
      const element = event.currentTarget;
      setCurrentTime(element.currentTime);
      tracker.progress(element.currentTime, element.duration);
    },
    onPlayChange: setPlaying,
    onPause: () => {
      setPlaying(false);
      persist();
    },
    onVolumeChange: () => setMuted(Boolean(video.current?.muted)),
    onEnded: () => {
      setPlaying(false);
      persist();
    },
  };
}
