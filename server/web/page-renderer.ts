import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PreloadedResponses } from '../../contract/preloaded-responses';

/** What the SPA's server entry (src/composition/server-entry.tsx) takes for one page. */
export interface PageRenderRequest {
  /** The path with its query, as the visitor asked for it. */
  readonly path: string;
  readonly language: string;
  readonly host: string;
  /** Sends an API request through the server's own application. */
  readonly send: (pathAndQuery: string, init: RequestInit) => Response | Promise<Response>;
  /** Filled with the answers the page's stores were filled from. */
  readonly answers: PreloadedResponses;
  readonly nonce?: string;
  /** The visitor's privacy choice: the page shows the privacy-choices banner when there is none. */
  readonly privacy?: { readonly consentCookie: string | null; readonly signal: boolean };
}

/** The SPA's tree rendered for one page. */
export interface RenderedPage {
  readonly html: ReadableStream<Uint8Array>;
  readonly answers: PreloadedResponses;
  readonly route: string | null;
}

/** The SPA's server entry (src/composition/server-entry.tsx). */
export interface SpaRenderer {
  readonly renderPage: (request: PageRenderRequest) => Promise<RenderedPage>;
  /** The answers `renderPage` would write into the page, without rendering it (the page payload). */
  readonly pageAnswers: (request: PageRenderRequest) => Promise<PreloadedResponses>;
}

/** The server entry as built by `vite build` (dist/server/server-entry.js); undefined when the SPA is not built. */
export async function loadBuiltRenderer(distDir: string): Promise<SpaRenderer | undefined> {
  const entry = join(distDir, 'server', 'server-entry.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as SpaRenderer;
}

/** The renderer of `options` (tests pass one) or the built one, loaded once on first use. */
export function lazyRenderer(options: { readonly distDir: string; readonly renderer?: SpaRenderer }): () => Promise<SpaRenderer | undefined> {
  let loading: Promise<SpaRenderer | undefined> | undefined;
  return () => (loading ??= options.renderer ? Promise.resolve(options.renderer) : loadBuiltRenderer(options.distDir));
}
