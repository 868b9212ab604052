import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { whenMoving } from './when-moving';

export const VIDEO_CLASS = 'player__video';
export const STANDBY_CLASS = 'player__standby';

/** What the page may ask of the player directly, inside the visitor's gesture. */
export interface EpisodePlayerHandle {
  /**
   * Starts the stand-by video of episode `episodeNumber` now and shows it in place of the playing one; true when it
   * was the one waiting. `moveOn` (the page's move to that episode) runs once the new picture moves: it is not held
   * up by the page's re-render (a few hundred milliseconds on a slow phone), and the render then finds the element
   * as it left it.
   */
  startUpNext(episodeNumber: number, moveOn: () => void): boolean;
  /** Starts the playing video (a Play button of the page's own, e.g. after an unlock), in the visitor's gesture. */
  play(): void;
}

/**
 * The next episode's `<video>`, kept loaded out of sight beside the playing one (`upNext`), and the handle that
 * hands playback over to it. The player renders it in one keyed list with the playing video, so when the page
 * moves on and `video` becomes it, React keeps the same node, playing.
 */
export function useStandbyVideo(
  video: FilmVideo,
  upNext: FilmVideo | null | undefined,
  playing: RefObject<HTMLVideoElement | null>,
  handle: RefObject<EpisodePlayerHandle | null> | undefined,
  play: () => void,
  /** Called as the stand-by video takes over from the playing one (Picture-in-Picture follows it). */
  onHandOff?: (from: HTMLVideoElement | null, to: HTMLVideoElement) => void,
) {
  const standby = upNext && upNext.id !== video.id ? upNext : null;
  const standbyElement = useRef<HTMLVideoElement>(null);
  // From the hand-off until the page moves on, the old video is paused under the new one: no Play button for it.
  const [handedOffTo, setHandedOffTo] = useState<number | null>(null);

  useEffect(() => {
    if (!handle) return;
    handle.current = {
      startUpNext(episodeNumber, moveOn) {
        const next = standbyElement.current;
        if (!next || !standby || standby.episodeNumber !== episodeNumber) return false;
        onHandOff?.(playing.current, next);
        playing.current?.pause();
        next.className = VIDEO_CLASS;
        next.play()?.catch(() => undefined);
        whenMoving(next, moveOn);
        setHandedOffTo(standby.id);
        return true;
      },
      play,
    };
    return () => void (handle.current = null);
  }, [handle, standby, playing, play, onHandOff]);

  return { standby, standbyElement, handingOff: handedOffTo !== null && handedOffTo !== video.id };
}
