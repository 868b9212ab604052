import { useCallback, useEffect, useRef } from 'react';
import { VIEWPORT_DWELL_MS } from '../../domain/catalog/prefetch.policy';

type Callback = () => void;

interface Watch {
  readonly onDwell: Callback;
  visible: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

// One observer for every watched link, rather than one per card.
const watched = new Map<Element, Watch>();
let observer: IntersectionObserver | null = null;

/*
 * Links on screen count as interest only once the visitor has engaged with the page (scrolled, pointed, typed,
 * touched). Until then the device belongs to the page's own start: fetching and running the next screens' code
 * right after load cost over a second of blocked main thread on a throttled phone, just when the visitor begins.
 */
let engaged = false;
const engagementEvents = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

function onEngaged(): void {
  if (engaged) return;
  engaged = true;
  for (const event of engagementEvents) window.removeEventListener(event, onEngaged, true);
  for (const [element, watch] of watched) if (watch.visible) startDwell(element, watch);
}

const whenIdle = (callback: Callback) => ('requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(callback, 1));

// Still on screen after the dwell time: count it as interest, and act when the browser has nothing to do.
function startDwell(element: Element, watch: Watch): void {
  if (watch.timer !== null) return;
  watch.timer = setTimeout(() => {
    unwatch(element);
    whenIdle(watch.onDwell);
  }, VIEWPORT_DWELL_MS);
}

function onIntersections(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const watch = watched.get(entry.target);
    if (!watch) continue;
    watch.visible = entry.isIntersecting;
    if (watch.visible && engaged) startDwell(entry.target, watch);
    else if (!watch.visible && watch.timer !== null) {
      clearTimeout(watch.timer);
      watch.timer = null;
    }
  }
}

function watch(element: Element, onDwell: Callback): void {
  if (!observer) {
    observer = new IntersectionObserver(onIntersections, { threshold: 0.6 });
    for (const event of engagementEvents) window.addEventListener(event, onEngaged, { capture: true, passive: true });
  }
  watched.set(element, { onDwell, visible: false, timer: null });
  observer.observe(element);
}

function unwatch(element: Element): void {
  const entry = watched.get(element);
  if (entry?.timer) clearTimeout(entry.timer);
  watched.delete(element);
  observer?.unobserve(element);
}

/**
 * A ref for an element: `onDwell` runs (at idle, once) after the element has stayed mostly on screen for a moment
 * while the visitor is engaged with the page.
 */
export function useViewportDwell<T extends Element>(onDwell: Callback): (element: T | null) => void {
  const latest = useRef(onDwell);
  useEffect(() => {
    latest.current = onDwell;
  });
  const current = useRef<T | null>(null);
  useEffect(
    () => () => {
      if (current.current) unwatch(current.current);
    },
    [],
  );
  return useCallback((element: T | null) => {
    if (current.current) unwatch(current.current);
    current.current = element;
    if (element && typeof IntersectionObserver !== 'undefined') watch(element, () => latest.current());
  }, []);
}
