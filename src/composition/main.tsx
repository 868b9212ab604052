// The lite build: Inversify needs only the metadata API, not the Map/Set/WeakMap polyfills of the full one.
import 'reflect-metadata/lite';
import type { ServiceIdentifier } from 'inversify';
import { configure } from 'mobx';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApiClient } from '../application/shared/api-client.port';
import { Logger } from '../application/shared/logger.port';
import { Navigation } from '../application/shared/navigation.port';
import { Translator } from '../application/shared/translator.port';
import { SessionStore } from '../application/account/session.store';
import { SettingsStore } from '../application/site/settings.store';
import { SeoStore } from '../application/site/seo.store';
import { PagePayloadNavigationUseCase } from '../application/site/page-payload-navigation.use-case';
import { VisitorStore } from '../application/tracking/visitor.store';
import { parsePath } from '../domain/routing/route-path.parser';
import { preloadScreen } from '../ui/site/route-screens';
import { startAfterFirstPaint } from './background-work';
import { createCoreContainerInSteps } from './core-container';
import { AppTree } from './app-tree';
import { featuresOfRoute, namespacesOfRoute } from '../domain/routing/route-features';
import { FeatureModules } from './feature-modules';
import { warmRoute } from './route-warmup';
import { yieldToMain } from '../infrastructure/browser/yield-to-main';
import { captureInstallPrompt } from '../infrastructure/browser/install-prompt-capture';
import { HydrationGateToken } from '../infrastructure/http/api-activity';
import { serverRenderedRoot, serverRenderedTexts, streamedPartsRevealed } from './server-rendered-root';

configure({ enforceActions: 'always' });
// The browser may offer installing before the app's later code is here: the offer is kept for the site's own.
captureInstallPrompt(window);

/** When the background work starts at the latest, ready landing screen or not. */
const BACKGROUND_AT_THE_LATEST_MS = 5_000;

// The start runs as several short tasks (yieldToMain between its steps) rather than one long one, so a cheap phone
// stays responsive to the visitor while the app takes over the server's first paint.
async function boot(): Promise<void> {
  await yieldToMain();
  const container = await createCoreContainerInSteps(yieldToMain);
  const features = new FeatureModules(container);
  // Building the services every page needs takes ~50 ms of first-run code on a laptop: one service per task,
  // each reusing what the ones before it built (they are singletons).
  const sharedServices: readonly ServiceIdentifier[] = [Translator, Navigation, ApiClient, VisitorStore, SettingsStore, SessionStore];
  for (const service of sharedServices) {
    container.get(service);
    await yieldToMain();
  }
  const logger = container.get(Logger);
  window.addEventListener('unhandledrejection', (event) => logger.error('Unhandled rejection', event.reason));
  // Note the landing before anything can navigate away from it (its source and a shared link's visit are handled with
  // the background work).
  container.get(VisitorStore).land();
  // Every later page's first answers come in one request (its _payload.json).
  container.get(PagePayloadNavigationUseCase).start();
  // A page the visitor goes to (a link, back or forward) tries failed features' code again; a replaced entry is
  // the app correcting the address, not a new try, and a render never is one.
  container.get(Navigation).onChange((change) => {
    if (change.kind !== 'replace') features.retryFailed();
  });
  const settings = container.get(SettingsStore);
  const landing = parsePath(container.get(Navigation).pathname);
  // The landing screen's code and features download alongside the language, so the first render does not wait
  // on further round trips. A feature that fails is kept failed: the views that need it show the reload message
  // (service-provider.tsx), the rest of the page renders.
  const screenCode = landing.notFound ? Promise.resolve() : preloadScreen(landing.route);
  const landingFeatures = new Set(landing.notFound ? [] : featuresOfRoute(landing.route));
  // A member may have an action to resume after signing in, and a Google sign-in return (OAuth's `state` in the
  // query) is completed by the actions feature: both need it on any page.
  if (container.get(SessionStore).signedIn || container.get(Navigation).searchParams().has('state')) landingFeatures.add('actions');
  // The texts the landing screen renders with load with the language (the server rendered with the same ones, and
  // named the on-demand ones it read).
  const texts = [...(landing.notFound ? [] : namespacesOfRoute(landing.route)), ...serverRenderedTexts()];
  if (texts.length > 0) void container.get(Translator).loadNamespaces(texts);
  await yieldToMain();
  // The language decides the first render's texts and may redirect, so it settles before rendering; the site
  // config (its language list) is read from the page, as the server rendered with it.
  await Promise.all([settings.start(), settings.loadConfig(), features.load([...landingFeatures]).catch(() => undefined)]);
  await yieldToMain();
  // The stores are filled from the answers the server wrote into the page, the same ones it rendered with.
  if (!landing.notFound) await warmRoute(container, landing, screenCode);
  await yieldToMain();
  const serverRendered = serverRenderedRoot();
  // The server wrote this page's head: no page-seo-info call for it (later pages ask for theirs).
  if (serverRendered && !landing.notFound) container.get(SeoStore).landedWithHead(container.get(Navigation).pathname);
  const gate = container.get(HydrationGateToken);
  // Once the landing screen is committed (hydrated inside its Suspense boundary, not only the shell around it),
  // network answers may reach the stores; for tools and tests, the app has then taken over the page.
  // The background work (tracking, build check) starts once the app has taken over, not beside the hydration it
  // would slow; a landing screen that never gets ready (its code failed) still gets it, the build check among it.
  const startBackground = once(() => startAfterFirstPaint(container));
  const screenReady = once(() => {
    gate.open();
    document.documentElement.setAttribute('data-app-ready', '');
    // A task later: what it fetches (the film page's code ahead, its own module) is not the landing page's code, and
    // tools that note the takeover (bench:web's round trips) see it start after, not inside, the takeover's task.
    setTimeout(startBackground, 0);
  });
  const tree = <AppTree container={container} features={features} onScreenReady={screenReady} />;
  if (serverRendered) {
    await streamedPartsRevealed(serverRendered);
    // The server's HTML stays and becomes the app (no second paint); network answers reach the stores after it.
    // A transition: React hydrates in slices and yields between them (one ~120 ms task on a phone otherwise).
    startTransition(() => {
      hydrateRoot(serverRendered, tree, { onRecoverableError: (error) => logger.warn('Hydration recovered', error) });
    });
  } else {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    const app = createRoot(root);
    // A transition: React renders the first screen in slices and yields between them.
    startTransition(() => app.render(tree));
  }
  void container.get(SessionStore).refreshUser();
  setTimeout(startBackground, BACKGROUND_AT_THE_LATEST_MS);
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

// Nothing can render without the container; say so where a developer looks instead of failing silently.
boot().catch((error: unknown) => console.error('The app failed to start', error));
