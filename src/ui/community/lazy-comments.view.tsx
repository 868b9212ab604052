import { memo, Suspense, use, useContext, useEffect, useRef } from 'react';
import { Clock } from '../../application/shared/clock.port';
import { loadWithRetry } from '../../application/site/load-with-retry';
import { retryingLazy } from '../site/retrying-lazy';
import { ErrorBoundary } from '../site/error-boundary.view';
import { FeatureLoadContext, FeatureStateContext, type FeatureLoad } from '../site/route-needs';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { offerServerBox } from './server-comment-box';

// The phone's comments sheet downloads only when a page shows it.
const commentsSheet = retryingLazy(() => import('./comments-sheet.view'));

// The comments section's code and its stores (the community feature) are not in a film page's first download
// (issue 32): the server renders the section, and the browser keeps that HTML (a Suspense boundary that has not
// hydrated yet) until both have come, once the page is idle or the visitor turns to the section; then the section
// hydrates in place, with no blank and no shift. A page reached by a link shows the skeleton meanwhile.
let loadedSection: typeof import('./comments-section.view') | undefined;
const loadSection = () => import('./comments-section.view').then((module) => (loadedSection = module));
const commentsSection = retryingLazy(loadSection, undefined, () => loadedSection);

// One wait per page load, the same promise on every render (React's `use`): settles once both are here or failed
// (the section then throws the kept failure to its boundary). It starts once the page is idle, or at once when the
// visitor turns to the section first (focus, a press or a key in it: wakeSection).
let sectionWait: Promise<void> | undefined;
let woken = false;
let wake: (() => void) | undefined;
function waitForSection(clock: Clock, load: FeatureLoad): Promise<void> {
  sectionWait ??= new Promise<void>((resolve) => {
    wake = resolve;
    if (woken) resolve();
    else clock.whenIdle(() => resolve());
  }).then(() => Promise.all([load(['community']), loadWithRetry(loadSection).catch(() => undefined)]).then(() => undefined));
  return sectionWait;
}
function wakeSection(): void {
  woken = true;
  wake?.();
}

// What tells that the visitor turns to the server's section before its code came.
const WAKING_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

interface LazyCommentsProps {
  filmId: number | null;
  categorySlug?: string;
}

/** Renders the section once the community feature is here, after waiting for the page to be idle if it is not. */
function CommentsWhenReady({ filmId, categorySlug }: { filmId: number; categorySlug?: string }) {
  const clock = useService(Clock);
  const state = useContext(FeatureStateContext)?.(['community']) ?? 'loaded';
  const load = useContext(FeatureLoadContext);
  // Loaded (the server, a page after a comment screen): the section's code alone, if it is not here yet.
  if (state === 'waiting' && load) use(waitForSection(clock, load));
  const Section = commentsSection();
  return <Section filmId={filmId} categorySlug={categorySlug} />;
}

/**
 * A drama's comments section, kept apart: its failure shows a retry in place of the section only. Memoised, so a
 * render of the page around it does not update its boundary before that hydrated (React would then drop the
 * server's HTML for the skeleton).
 */
export const FilmComments = memo(function FilmComments({ filmId, categorySlug }: LazyCommentsProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  // The server's section stays editable until it hydrates: the first focus, press or key in it brings its code at once
  // (not only when the page is idle), and the live section takes over what was typed (server-comment-box.ts).
  // Native listeners: React does not pass on events from a part of its HTML it has not hydrated yet.
  useEffect(() => {
    const element = host.current;
    const box = element?.querySelector('textarea');
    if (!element || !box) return;
    const withdraw = offerServerBox(box);
    const turnedTo = () => wakeSection();
    for (const type of WAKING_EVENTS) element.addEventListener(type, turnedTo, { capture: true, once: true });
    // Typed into before the page hydrated: at once.
    if (box.value !== '' || element.contains(document.activeElement)) wakeSection();
    return () => {
      for (const type of WAKING_EVENTS) element.removeEventListener(type, turnedTo, { capture: true });
      withdraw();
    };
  }, []);
  if (filmId === null) return null;
  return (
    // Lays out as the section itself (display: contents); it is here for the listeners above.
    <div ref={host} style={{ display: 'contents' }}>
      <ErrorBoundary
        resetKey={String(filmId)}
        fallback={(_, reset) => (
          <div className="inline-failure" role="alert">
            <p>{t('browse:error.sectionFailed')}</p>
            <button type="button" className="button button--quiet" onClick={reset}>
              {t('browse:error.retry')}
            </button>
          </div>
        )}
      >
        <Suspense fallback={<TextSkeleton label={t('browse:loading.comments')} lines={3} />}>
          <CommentsWhenReady filmId={filmId} categorySlug={categorySlug} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
});

/** The phone player's button and sheet, loaded on their own; if their code fails the player simply goes without. */
export function LazyCommentsSheet({ filmId, categorySlug }: LazyCommentsProps) {
  const Sheet = commentsSheet();
  if (filmId === null) return null;
  return (
    <ErrorBoundary resetKey={String(filmId)} fallback={() => null}>
      <Suspense fallback={null}>
        <Sheet filmId={filmId} categorySlug={categorySlug} />
      </Suspense>
    </ErrorBoundary>
  );
}
