import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlaybackPositionTracker } from '../../application/film/playback-position.tracker';
import { PLAYER_ATTACHED_ATTRIBUTE } from '../../../contract/film/early-play';
import { clampSeek, knownDuration } from '../../domain/player/media-time';
import { startPlayback, type PlaybackStart } from './start-playback';

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
  /** Start by itself once the length is known (or as soon as this turns true, if the video has not played yet). */
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
 * goes away. A start the browser allowed only without sound plays muted, and `soundHeldBack` says so until the
 * visitor turns the sound on.
 */
export function useMediaElement(video: RefObject<HTMLVideoElement | null>, { tracker, autoPlay, speed, mediaKey }: MediaElementOptions) {
  const [snapshot, setSnapshot] = useState<MediaSnapshot>(STILL);
  const started = useRef<HTMLVideoElement | null>(null);
  // The element that played (or was started by itself) already: autoplay never starts it again after a pause.
  const autoStarted = useRef<HTMLVideoElement | null>(null);
  const [soundHeldBack, setSoundHeldBack] = useState(false);

  const play = useCallback(
    (element: HTMLVideoElement) =>
      void startPlayback(element).then((outcome: PlaybackStart) => {
        if (outcome === 'muted' && element === video.current) setSoundHeldBack(true);
      }),
    [video],
  );

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
      // Where the visitor stopped, unless that was the very end; a moment a link asks for (a transcript or dialogue
      // search line, often the episode's last seconds) always.
      const wanted = tracker.resumeFromLink || duration === null || (resume !== null && resume < duration - 3);
      if (untouched && resume && wanted) element.currentTime = duration === null ? resume : Math.min(resume, duration);
      tracker.consumeResume();
    };
    // Autoplay waits for the length (and the resume point) and may be allowed later (the privacy choices answered).
    const autoplay = () => {
      if (!element.paused) autoStarted.current = element;
      if (!autoPlay || started.current !== element || autoStarted.current === element) return;
      autoStarted.current = element;
      play(element);
    };
    const sync = (event?: Event) => {
      start(event?.type === 'loadedmetadata');
      autoplay();
      if (!element.muted) setSoundHeldBack(false);
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
    // Already playing muted: the page's early script started it for the tap that opened the page, and the browser
    // refused the sound in the new document (the server's video is never muted, and nothing mutes it before the app).
    if (!element.paused && element.muted) setSoundHeldBack(true);
    sync();
    return () => {
      element.removeAttribute(PLAYER_ATTACHED_ATTRIBUTE);
      for (const name of MIRRORED_EVENTS) element.removeEventListener(name, sync);
      element.removeEventListener('pause', stopped);
      element.removeEventListener('ended', stopped);
    };
    // mediaKey: a new element is mounted for each video.
  }, [video, tracker, autoPlay, persist, mediaKey, play]);

  useEffect(() => setSoundHeldBack(false), [mediaKey]);

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

  const startNow = useCallback(() => {
    const element = video.current;
    if (element && (element.paused || element.ended)) play(element);
  }, [video, play]);

  const seekTo = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = clampSeek(seconds, knownDuration(element.duration));
    setSnapshot(read(element));
  };

  return {
    ...snapshot,
    /** True while the video plays muted because the browser would not start it with sound. */
    soundHeldBack,
    toggle: () => {
      const element = video.current;
      if (!element) return;
      if (element.paused || element.ended) play(element);
      else element.pause();
    },
    /** Starts the video if it is not playing. */
    play: startNow,
    pause: () => video.current?.pause(),
    /** Turns the sound on (the visitor's tap on the offer, which browsers always allow). */
    unmute: () => {
      if (video.current) video.current.muted = false;
      setSoundHeldBack(false);
    },
    seekTo,
    seekBy: (seconds: number) => seekTo((video.current?.currentTime ?? 0) + seconds),
    toggleMute: () => {
      if (video.current) video.current.muted = !video.current.muted;
    },
  };
}
