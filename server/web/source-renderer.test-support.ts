import type { SpaRenderer } from './page-renderer';

/**
 * The SPA's server entry straight from its sources, for server tests (vitest compiles it as Vite does). Loaded by
 * URL: the server's own modules never import the SPA's composition.
 */
export async function sourceRenderer(): Promise<SpaRenderer> {
  const entry = new URL('../../src/composition/server-entry.tsx', import.meta.url).href;
  return (await import(/* @vite-ignore */ entry)) as SpaRenderer;
}
