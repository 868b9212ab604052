import type { Container } from 'inversify';
import { observable, runInAction } from 'mobx';
import type { ComponentType } from 'react';
import type { Background } from './tracking/background.module';
import { loadWithRetry } from '../application/site/load-with-retry';
import { Clock } from '../application/shared/clock.port';
import { Logger } from '../application/shared/logger.port';
import { PageLifecycle } from '../application/shared/page-lifecycle.port';
import { VisitorStore } from '../application/tracking/visitor.store';
import { Translator } from '../application/shared/translator.port';
import { shouldPrefetch } from '../domain/catalog/prefetch.policy';
import { browserConnectionHints } from '../infrastructure/browser/connection-hints';
import { namespacesOfRoute, onDemandNamespaces } from '../domain/routing/route-features';
import { prefetchRouteCode } from '../ui/site/route-code-preload';
import { yieldToMain } from '../infrastructure/browser/yield-to-main';

/**
 * How long after the page first goes idle a new visitor is fingerprinted. The fingerprint measures fonts, canvas,
 * WebGL and audio on the main thread in tasks of up to ~120 ms on a laptop (four times that on a cheap phone): it
 * waits until the visitor has settled into the page instead of freezing it while they start to scroll and tap. A
 * screen that needs the visitor sooner (a locked episode's permission, a share) asks for it itself.
 */
export const IDENTIFY_AFTER_IDLE_MS = 10_000;

/** What the background work drives; the container's services in the app, fakes in tests. */
export interface BackgroundWork {
  readonly clock: Pick<Clock, 'whenIdle' | 'setTimeout'>;
  readonly lifecycle: Pick<PageLifecycle, 'onHide'>;
  readonly visitor: Pick<VisitorStore, 'fingerprintId' | 'identify'>;
  startBuildCheck(): void;
  startOfflineApp(): void;
  startTracking(): void;
  /**
   * Fetches the texts of the pages a visit opens next (a film's), so a tap on a drama waits for no text file, and the
   * error messages (loaded on demand), so a visitor who goes offline still reads why a call failed.
   */
  warmPageTexts(): void;
  /**
   * Fetches a film page's code into the HTTP cache, not run, so a tap on a drama waits for no chunk. Network only (no
   * main thread to speak of): at once, not at idle, which on a phone came 1-2 s after the app had started.
   */
  prefetchFilmCode(): void;
}

/**
 * Schedules the work the first paint must not wait for: a film page's code at once and its texts at idle, beside the
 * build check (~35 KB and ~4 KB compressed, not on Save-Data or 2G: a tap on a drama card otherwise waited for them);
 * tracking at once for a known visitor, or for a new one once the (deferred) fingerprint and visitor call are done or
 * have failed, since every event carries the visitor id. A new visitor who leaves (or hides the tab) before that is
 * still counted: tracking then starts without the id rather than losing the visit.
 */
export function scheduleBackgroundWork({
  clock,
  lifecycle,
  visitor,
  startBuildCheck,
  startOfflineApp,
  startTracking,
  warmPageTexts,
  prefetchFilmCode,
}: BackgroundWork): void {
  let tracking = false;
  const track = () => {
    if (tracking) return;
    tracking = true;
    stopWaitingForHide();
    startTracking();
  };
  const stopWaitingForHide = visitor.fingerprintId === null ? lifecycle.onHide(track) : () => undefined;
  prefetchFilmCode();
  clock.whenIdle(() => {
    startBuildCheck();
    // The service worker's first install fetches the site's code (at low priority, most of it from the HTTP cache):
    // after the first idle moment, which on an episode page comes after its first frame (app-code.script.ts).
    startOfflineApp();
    warmPageTexts();
    if (visitor.fingerprintId !== null) return track();
    clock.setTimeout(() => clock.whenIdle(() => void visitor.identify().finally(track)), IDENTIFY_AFTER_IDLE_MS);
  });
}

/**
 * The 'new version' prompt once the background work's code is here (null before, and always on the server):
 * deferred-update-notice.tsx mounts it beside the app.
 */
export const loadedUpdateNotice = observable.box<ComponentType | null>(null, { deep: false });

/** The offer to install the site as an app, likewise (deferred-update-notice.tsx). */
export const loadedInstallOffer = observable.box<ComponentType | null>(null, { deep: false });

/** The "you are offline" note, likewise. */
export const loadedOfflineBanner = observable.box<ComponentType | null>(null, { deep: false });

/**
 * The app's background work, from the container. Its code (tracking, tag manager, build check) is not in the
 * page's first download: it is fetched once the landing screen is hydrated, long before the first idle moment asks
 * for it.
 */
export function startAfterFirstPaint(container: Container): void {
  const background = loadWithRetry(() => import('./tracking/background.module')).then(async ({ attachBackground }) => {
    const started = await attachBackground(container);
    // The tag manager waits for the visitor's consent (and for the site config that names it).
    started.startTagManager();
    // The notices mount in a task of their own (a render of the app's root).
    await yieldToMain();
    runInAction(() => {
      loadedUpdateNotice.set(started.UpdateNotice);
      loadedInstallOffer.set(started.InstallOffer);
      loadedOfflineBanner.set(started.OfflineBanner);
    });
    return started;
  });
  background.catch((error: unknown) => container.get(Logger).warn('Could not load the background work', error));
  const later = (start: (started: Background) => void) => () => void background.then(start, () => undefined);
  scheduleBackgroundWork({
    clock: container.get(Clock),
    lifecycle: container.get(PageLifecycle),
    visitor: container.get(VisitorStore),
    startBuildCheck: later((started) => started.startBuildCheck()),
    startOfflineApp: later((started) => started.startOfflineApp()),
    startTracking: later((started) => started.startPageViews()),
    warmPageTexts: () => {
      const translator = container.get(Translator);
      translator.loadNamespaces(onDemandNamespaces).catch(() => undefined);
      if (shouldPrefetch(browserConnectionHints())) translator.loadNamespaces(namespacesOfRoute('film')).catch(() => undefined);
    },
    prefetchFilmCode: () => {
      if (shouldPrefetch(browserConnectionHints())) prefetchRouteCode('film');
    },
  });
}
