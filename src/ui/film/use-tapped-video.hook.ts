import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import { dropTappedStart, tappedVideoAdopted, tappedVideoFor } from './tapped-start';

/**
 * The `<video>` that the tap on this episode's link already started (tapped-start.ts), taken into the player's frame
 * still playing: the player renders `host` in its place, and `element` points at it as it would at its own. Null
 * when no tap started this video (the player then renders its own `<video>`). Only the player's first video can be
 * one: the episodes it goes on to are started by the player itself.
 */
export function useTappedVideo(video: FilmVideo, element: RefObject<HTMLVideoElement | null>, listeners: { onClick: () => void; onEnded: () => void }) {
  const [tapped] = useState(() => {
    const found = tappedVideoFor(video.url);
    return found ? { videoId: video.id, element: found } : null;
  });
  const adopted = tapped?.videoId === video.id ? tapped.element : null;
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(listeners);
  latest.current = listeners;

  // Before the other effects read `element`: a move in one task keeps the video playing (it never leaves the document
  // for a moment the browser could see), and the layer it played in over the page goes in the same task.
  useLayoutEffect(() => {
    // A start for another file (the answer named a different one) would only cover the player: let go of it.
    if (!adopted) return dropTappedStart();
    if (!host.current) return;
    if (adopted.parentElement !== host.current) host.current.append(adopted);
    tappedVideoAdopted(adopted);
    element.current = adopted;
    return () => {
      if (element.current === adopted) element.current = null;
    };
  }, [adopted, element]);

  // What the player's own `<video>` has as React props.
  useEffect(() => {
    if (!adopted) return;
    const onClick = () => latest.current.onClick();
    const onEnded = () => latest.current.onEnded();
    adopted.addEventListener('click', onClick);
    adopted.addEventListener('ended', onEnded);
    return () => {
      adopted.removeEventListener('click', onClick);
      adopted.removeEventListener('ended', onEnded);
    };
  }, [adopted]);

  return { adopted, host };
}
