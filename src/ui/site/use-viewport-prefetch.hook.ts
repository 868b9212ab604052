import { useCallback, useEffect, useRef } from 'react';
import { VIEWPORT_DWELL_MS } from '../../domain/catalog/prefetch.policy';

type Callback = () => void;
/** Why the element counts as interest: on screen while the visitor used the page, or on arrival, untouched. */
export type DwellKind = 'viewport' | 'glance';

/** How much of a link must be on screen to count: most of it once the visitor is engaged, a good part on arrival. */
const ENGAGED_RATIO = 0.6;
const GLANCE_RATIO = 0.25;

interface Watch {
  readonly onDwell: (kind: DwellKind) => void;
  /** The part of it on screen (IntersectionObserver's ratio; 0 when out of view). */
  ratio: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** Already counted as a glance: only the visitor's engagement can count it again. */
  glanced: boolean;
}

// One observer for every watched link, rather than one per card.
const watched = new Map<Element, Watch>();
let observer: IntersectionObserver | null = null;

/*
 * Links on screen count as full interest (their screen's code too) only once the visitor has engaged with the page
 * (scrolled, pointed, typed, touched). Until then the device belongs to the page's own start: fetching and running
 * the next screens' code right after load cost over a second of blocked main thread on a throttled phone, just when
 * the visitor begins. Before that, a link that rests on screen counts as a glance: its data only (a few KB, no code
 * run), so that the card a visitor taps first, without scrolling, opens without waiting for its data (issue 32 (f)).
 */
let engaged = false;
const engagementEvents = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

function onEngaged(): void {
  if (engaged) return;
  engaged = true;
  for (const event of engagementEvents) window.removeEventListener(event, onEngaged, true);
  for (const [element, watch] of watched) {
    // A glance's timer gives way to the engaged one.
    if (watch.timer !== null) clearTimeout(watch.timer);
    watch.timer = null;
    if (watch.ratio >= ENGAGED_RATIO) startDwell(element, watch);
  }
}

const whenIdle = (callback: Callback) => ('requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(callback, 1));

// Still on screen after the dwell time: count it as interest, and act when the browser has nothing to do.
function startDwell(element: Element, watch: Watch): void {
  if (watch.timer !== null || (!engaged && watch.glanced)) return;
  watch.timer = setTimeout(() => {
    watch.timer = null;
    if (engaged) {
      unwatch(element);
      whenIdle(() => watch.onDwell('viewport'));
    } else {
      watch.glanced = true;
      whenIdle(() => watch.onDwell('glance'));
    }
  }, VIEWPORT_DWELL_MS);
}

function onIntersections(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const watch = watched.get(entry.target);
    if (!watch) continue;
    watch.ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
    if (watch.ratio >= (engaged ? ENGAGED_RATIO : GLANCE_RATIO)) startDwell(entry.target, watch);
    else if (watch.timer !== null) {
      clearTimeout(watch.timer);
      watch.timer = null;
    }
  }
}

function watch(element: Element, onDwell: (kind: DwellKind) => void): void {
  if (!observer) {
    observer = new IntersectionObserver(onIntersections, { threshold: [GLANCE_RATIO, ENGAGED_RATIO] });
    for (const event of engagementEvents) window.addEventListener(event, onEngaged, { capture: true, passive: true });
  }
  watched.set(element, { onDwell, ratio: 0, timer: null, glanced: false });
  observer.observe(element);
}

function unwatch(element: Element): void {
  const entry = watched.get(element);
  if (entry?.timer) clearTimeout(entry.timer);
  watched.delete(element);
  observer?.unobserve(element);
}

/**
 * A ref for an element: `onDwell('viewport')` runs (at idle, once) after the element has stayed mostly on screen for
 * a moment while the visitor is engaged with the page; `onDwell('glance')` (at most once, before that) when it did so
 * before the visitor did anything (a good part of it on screen is enough then: the first cards of a phone's home page
 * show their top third above the fold).
 */
export function useViewportDwell<T extends Element>(onDwell: (kind: DwellKind) => void): (element: T | null) => void {
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
    if (element && typeof IntersectionObserver !== 'undefined') watch(element, (kind) => latest.current(kind));
  }, []);
}
