import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { PICTURE_IN_PICTURE_CLASS } from '../../../contract/film/early-play';
import { enterPictureInPicture, exitPictureInPicture, inPictureInPicture, pictureInPictureAvailable } from './picture-in-picture';

const EVENTS = ['enterpictureinpicture', 'leavepictureinpicture'] as const;

/**
 * The player's Picture-in-Picture: whether the video is in the window, and a toggle. Whether the browser offers it
 * is a class on `<html>` (set by the page's early script before the first paint, and here for a page without it),
 * which shows the button by CSS: the server's HTML and the hydrating render are the same everywhere. The window follows the
 * episodes: the stand-by video that takes over hands it on (`carryOver`), and a video mounted anew (the next
 * episode, not fetched ahead) asks for it again while the visitor wants it; a browser that refuses (no gesture)
 * leaves the video on the page, playing.
 */
export function usePictureInPicture(frame: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>, mediaKey: number) {
  const [active, setActive] = useState(false);
  // The visitor opened the window and has not closed it: a new episode's video goes into it too.
  const wanted = useRef(false);

  useEffect(() => {
    document.documentElement.classList.toggle(PICTURE_IN_PICTURE_CLASS, pictureInPictureAvailable(document, video.current));
    const element = frame.current;
    if (!element) return;
    // The events bubble from whichever of the player's videos enters or leaves; one that left because it was
    // removed (the next episode replaced it) is no longer in the frame and does not reach it.
    const onChange = (event: Event) => {
      const now = inPictureInPicture(document, video.current);
      setActive(now);
      if (event.type === 'leavepictureinpicture' && !document.pictureInPictureElement && (event.target as Node).isConnected) wanted.current = false;
    };
    for (const name of EVENTS) element.addEventListener(name, onChange);
    return () => {
      for (const name of EVENTS) element.removeEventListener(name, onChange);
    };
  }, [frame, video, mediaKey]);

  // A new episode's element: back into the window if the visitor had it open.
  useEffect(() => {
    const element = video.current;
    setActive(inPictureInPicture(document, element));
    if (!wanted.current || !element || inPictureInPicture(document, element)) return;
    void enterPictureInPicture(element).then((entered) => {
      if (!entered && !document.pictureInPictureElement) wanted.current = false;
    });
  }, [video, mediaKey]);

  const toggle = useCallback(() => {
    const element = video.current;
    if (!element) return;
    if (inPictureInPicture(document, element)) {
      wanted.current = false;
      void exitPictureInPicture(document);
      return;
    }
    wanted.current = true;
    void enterPictureInPicture(element).then((entered) => {
      if (!entered) wanted.current = false;
      setActive(inPictureInPicture(document, element));
    });
  }, [video]);

  /** The stand-by video takes over from the playing one: the window, if open, shows it from now on. */
  const carryOver = useCallback((from: HTMLVideoElement | null, to: HTMLVideoElement) => {
    if (from && inPictureInPicture(document, from)) void enterPictureInPicture(to);
  }, []);

  return { active, toggle, carryOver };
}
