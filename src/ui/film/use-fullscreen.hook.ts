import { useEffect, useState, type RefObject } from 'react';
import { DOCUMENT_FULLSCREEN_EVENTS, isFullscreen, toggleFullscreen, VIDEO_FULLSCREEN_EVENTS } from './fullscreen';

/**
 * Whether the player is full screen, and a toggle for it: the player's frame through the Fullscreen API, or the
 * video element's own full-screen view where the page has no Fullscreen API (an iPhone; see fullscreen.ts).
 */
export function useFullscreen(frame: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(isFullscreen(document, frame.current, video.current));
    const element = video.current;
    for (const name of DOCUMENT_FULLSCREEN_EVENTS) document.addEventListener(name, onChange);
    for (const name of VIDEO_FULLSCREEN_EVENTS) element?.addEventListener(name, onChange);
    return () => {
      for (const name of DOCUMENT_FULLSCREEN_EVENTS) document.removeEventListener(name, onChange);
      for (const name of VIDEO_FULLSCREEN_EVENTS) element?.removeEventListener(name, onChange);
    };
  });
  return {
    fullscreen,
    toggleFullscreen: () => toggleFullscreen(document, frame.current, video.current),
  };
}
