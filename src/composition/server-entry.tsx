// The server's entry (built by Vite as an SSR bundle, see vite.config.ts): renders one request's page with the
// SPA's own tree, on a container of its own.
import 'reflect-metadata/lite';
import { configure } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToReadableStream } from 'react-dom/server';
import { Router } from 'wouter';
import type { PreloadedResponses } from '../../contract/preloaded-responses';
import { Translator } from '../application/shared/translator.port';
import { SettingsStore } from '../application/site/settings.store';
import { parsePath } from '../domain/routing/route-path.parser';
import type { RouteName } from '../domain/routing/route-table';
import { preloadScreen } from '../ui/site/route-screens';
import { AppTree } from './app-tree';
import { serverInfrastructureModule, type ServerRenderRequest } from './shared/server-infrastructure.module';
import { createContainerOn } from './core-container';
import { featuresOfRoute, namespacesOfRoute, onDemandNamespaces } from '../domain/routing/route-features';
import { FeatureModules } from './feature-modules';
import { warmRoute } from './route-warmup';

// Observers render once and never subscribe: nothing re-renders on the server, and nothing leaks a reaction.
enableStaticRendering(true);
configure({ enforceActions: 'always' });

export type { ServerRenderRequest };

/** A rendered page: the app's HTML for `#root`, and the answers its stores were filled from. */
export interface RenderedPage {
  readonly html: ReadableStream<Uint8Array>;
  readonly answers: PreloadedResponses;
  /** The route rendered, null for the 404 screen. */
  readonly route: RouteName | null;
  /** The on-demand texts the render read (an error message): the browser loads them before it hydrates. */
  readonly texts: readonly string[];
}

type PageRequest = ServerRenderRequest & { readonly nonce?: string };

/** A container for this request only, with the stores of the route's screen filled through the API in process. */
async function preparePage(request: PageRequest) {
  const container = createContainerOn(serverInfrastructureModule(request));
  const features = new FeatureModules(container);
  const pathname = request.path.split(/[?#]/, 1)[0] ?? '/';
  const landing = parsePath(pathname);
  const settings = container.get(SettingsStore);
  const screenCode = landing.notFound ? Promise.resolve() : preloadScreen(landing.route);
  // The route's texts, loaded with the language; the browser loads the same ones before it hydrates (main.tsx). The
  // on-demand ones are at hand too: the page names those it read (RenderedPage.texts) for the browser to load.
  void container.get(Translator).loadNamespaces([...(landing.notFound ? [] : namespacesOfRoute(landing.route)), ...onDemandNamespaces]);
  await Promise.all([settings.start(), settings.loadConfig(), features.load(landing.notFound ? [] : featuresOfRoute(landing.route))]);
  if (!landing.notFound) await warmRoute(container, landing, screenCode);
  settings.dispose();
  return { container, features, route: landing.notFound ? null : landing.route };
}

/**
 * The answers the page's stores are filled from, without rendering it: the page payload (`{page}/_payload.json`)
 * that client-side navigation uses is by construction what the server writes into that page's HTML.
 */
export async function pageAnswers(request: PageRequest): Promise<PreloadedResponses> {
  await preparePage(request);
  return request.answers;
}

/**
 * Renders the page of `request.path` as a new visitor sees it, then React's streaming renderer, read once
 * everything (lazy screens included) is in the HTML so the page carries no fallbacks.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { container, features, route } = await preparePage(request);
  const html = await renderToReadableStream(
    <Router ssrPath={request.path}>
      <AppTree container={container} features={features} />
    </Router>,
    {
      ...(request.nonce ? { nonce: request.nonce } : {}),
      // Everything is ready when the stream is read (allReady below): no boundary is sent as a fallback to be
      // revealed by a script later, however large, so crawlers read the content in place and hydration starts at once.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error('Server render failed', error),
    },
  );
  await html.allReady;
  return { html, answers: request.answers, route, texts: container.get(Translator).demandedNamespaces() };
}
