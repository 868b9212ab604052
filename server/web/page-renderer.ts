import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../../src/composition/server-entry';

/*
 * The server-render seam's types are declared once, by the SPA's server entry (src/composition/server-entry.tsx) and
 * the in-process fetch it renders with: the server takes them from there, as types only (nothing of the SPA is
 * loaded from source in production: the built entry is imported at run time, below).
 */
/** The SPA's server entry: renders a page, or gives the answers it would write into it (the page payload). */
export type SpaRenderer = Pick<typeof ServerEntry, 'renderPage' | 'pageAnswers'>;
/** What the server entry takes for one page. */
export type PageRenderRequest = Parameters<SpaRenderer['renderPage']>[0];
/** The SPA's tree rendered for one page. */
export type RenderedPage = ServerEntry.RenderedPage;
/** Sends an API request through the server's own application (every middleware included), without a socket. */
export type SendInProcess = PageRenderRequest['send'];

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
