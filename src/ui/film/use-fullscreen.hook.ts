import { useEffect, useState, type RefObject } from 'react';

/** Whether `frame` is the document's fullscreen element, and a toggle for it (the browser's Fullscreen API). */
export function useFullscreen(frame: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frame]);
  return {
    fullscreen,
    toggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen?.();
      else void frame.current?.requestFullscreen?.()?.catch(() => undefined);
    },
  };
}
