import { useRef, type TouchEvent } from 'react';
import { classifySwipe, type SwipeIntent } from '../../domain/player/swipe.classifier';

/**
 * Touch handlers that report a finished vertical swipe over the element (see `classifySwipe`). Strokes that begin
 * with more than one finger (a pinch), or while `enabled` answers false (asked as the finger lands), are ignored.
 */
export function useSwipe(onSwipe: (intent: Exclude<SwipeIntent, 'none'>) => void, enabled: () => boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch && enabled() ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const intent = classifySwipe(from, { x: touch.clientX, y: touch.clientY }, event.currentTarget.clientHeight);
      if (intent !== 'none') onSwipe(intent);
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
