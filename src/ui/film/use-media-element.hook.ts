import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlaybackPositionTracker } from '../../application/film/playback-position.tracker';
import { PLAYER_ATTACHED_ATTRIBUTE } from '../../../contract/film/early-play';
import { clampSeek, knownDuration } from '../../domain/player/media-time';

/** What the controls show, read from the media element itself. */
export interface MediaSnapshot {
  playing: boolean;
  muted: boolean;
  currentTime: number;
  /** Null until the media has told its length: never shown or used as the seek bar's end before. */
  duration: number | null;
}

const STILL: MediaSnapshot = { playing: false, muted: false, currentTime: 0, duration: null };
const MIRRORED_EVENTS = ['loadedmetadata', 'durationchange', 'timeupdate', 'seeked', 'play', 'playing', 'pause', 'ended', 'volumechange', 'emptied'] as const;

function read(element: HTMLVideoElement): MediaSnapshot {
  return { playing: !element.paused && !element.ended, muted: element.muted, currentTime: element.currentTime, duration: knownDuration(element.duration) };
}

function same(a: MediaSnapshot, b: MediaSnapshot): boolean {
  return a.playing === b.playing && a.muted === b.muted && a.currentTime === b.currentTime && a.duration === b.duration;
}

export interface MediaElementOptions {
  tracker: PlaybackPositionTracker;
  autoPlay: boolean;
  /** Playback rate to apply, now and after every load. */
  speed: number;
  /** Changes whenever a new video is mounted (its element is keyed on it). */
  mediaKey: number;
}

/**
 * Mirrors a `<video>` into React state. Listeners are added in an effect that then reads the element at once, so
 * metadata that arrived before React listened (a cached file, a fast network) and playback started before it (a tap
 * on the server's HTML) are never missed: the time, the seek bar and play/pause are right from the first frame.
 * Also applies the resume point, autoplay and the speed, and saves the position when playback stops or the page
 * goes away.
 */
export function useMediaElement(video: RefObject<HTMLVideoElement | null>, { tracker, autoPlay, speed, mediaKey }: MediaElementOptions) {
  const [snapshot, setSnapshot] = useState<MediaSnapshot>(STILL);
  const started = useRef<HTMLVideoElement | null>(null);

  const persist = useCallback(() => {
    const element = video.current;
    if (element && element.currentTime > 0) tracker.persist(element.currentTime, element.duration);
  }, [video, tracker]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Once per element, as soon as its length is known: resume where the visitor stopped, then maybe play.
    const start = (metadataLoaded: boolean) => {
      if (started.current === element || !(metadataLoaded || element.readyState >= 1)) return;
      started.current = element;
      const resume = tracker.resumeAt;
      const duration = knownDuration(element.duration);
      // A video the visitor already started (tapped before the app was ready) keeps its place.
      const untouched = element.paused && element.currentTime === 0;
      if (untouched && resume && (duration === null || resume < duration - 3)) element.currentTime = resume;
      tracker.consumeResume();
      if (autoPlay) element.play()?.catch(() => undefined);
    };
    const sync = (event?: Event) => {
      start(event?.type === 'loadedmetadata');
      const next = read(element);
      setSnapshot((previous) => (same(previous, next) ? previous : next));
      if (!element.paused) tracker.progress(element.currentTime, element.duration);
    };
    const stopped = () => persist();
    for (const name of MIRRORED_EVENTS) element.addEventListener(name, sync);
    element.addEventListener('pause', stopped);
    element.addEventListener('ended', stopped);
    // From here taps are the player's: the page's early-play script leaves them alone.
    element.setAttribute(PLAYER_ATTACHED_ATTRIBUTE, '');
    sync();
    return () => {
      element.removeAttribute(PLAYER_ATTACHED_ATTRIBUTE);
      for (const name of MIRRORED_EVENTS) element.removeEventListener(name, sync);
      element.removeEventListener('pause', stopped);
      element.removeEventListener('ended', stopped);
    };
    // mediaKey: a new element is mounted for each video.
  }, [video, tracker, autoPlay, persist, mediaKey]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [video, speed, mediaKey]);

  useEffect(() => {
    // Leaving the page (reload, closing the tab) must not lose the last seconds watched.
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [persist]);

  const seekTo = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = clampSeek(seconds, knownDuration(element.duration));
    setSnapshot(read(element));
  };

  return {
    ...snapshot,
    toggle: () => {
      const element = video.current;
      if (!element) return;
      if (element.paused || element.ended) element.play()?.catch(() => undefined);
      else element.pause();
    },
    seekTo,
    seekBy: (seconds: number) => seekTo((video.current?.currentTime ?? 0) + seconds),
    toggleMute: () => {
      if (video.current) video.current.muted = !video.current.muted;
    },
  };
}
