import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appIcons } from './build/app-icons.ts';
import { buildManifest } from './build/build-manifest.ts';
import { chunkGraph } from './build/chunk-graph.ts';
import { loadUnitGroups } from './build/load-units.ts';
import { localeGroups } from './build/locale-groups.ts';
import { retryableChunkImports } from './build/retryable-imports.ts';
import { serviceWorker } from './build/service-worker.ts';
import { stacklessReactSentinels } from './build/stackless-sentinels.ts';

export default defineConfig({
  plugins: [
    react(),
    buildManifest(),
    appIcons(import.meta.dirname),
    chunkGraph(import.meta.dirname),
    localeGroups(import.meta.dirname),
    serviceWorker(import.meta.dirname),
    stacklessReactSentinels(),
    retryableChunkImports(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/_icon.png': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // One stylesheet (about 10 KB gzipped): navigations never wait on a screen's CSS. No Vite modulepreload helper: it
  // appends one <link> per dependency on every dynamic import, which cost 40-100 ms of main thread during the first
  // load (measured with a CPU profile); the server writes the landing route's modulepreload links into the page
  // instead (from the chunk graph, build/chunk-graph.ts), and later routes are prefetched on intent.
  build: { target: 'es2022', outDir: 'dist', sourcemap: false, cssCodeSplit: false, modulePreload: false },
  // `vite build` builds the browser's app and the server's renderer (server/web/page-renderer.ts loads it).
  builder: {},
  environments: {
    // The browser's code in load units (build/load-units.ts): a few chunks per page instead of dozens.
    // Chunks import each other through the page's import map (stable names to hashed files): a change to one module
    // changes the names of the chunks that hold it, not of every chunk that imports them (build-manifest.ts).
    client: {
      build: { chunkImportMap: true, rolldownOptions: { output: { codeSplitting: { groups: loadUnitGroups(import.meta.dirname) } } } },
    },
    ssr: { build: { outDir: 'dist/server', copyPublicDir: false, rollupOptions: { input: 'src/composition/server-entry.tsx' } } },
  },
});
