import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { appIcons } from './build/app-icons.ts';
import { chunkGraph } from './build/chunk-graph.ts';
import { loadUnitGroups } from './build/load-units.ts';
import { localeGroups } from './build/locale-groups.ts';

/** Writes builds/latest.json and builds/meta/{id}.json so the running SPA can notice a newer deploy. */
function buildManifest(): Plugin {
  const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;
  return {
    name: 'build-manifest',
    apply: 'build',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const meta = { id: buildId, timestamp: Date.now() };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(meta) });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: JSON.stringify(meta) });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildManifest(), appIcons(import.meta.dirname), chunkGraph(import.meta.dirname), localeGroups(import.meta.dirname)],
  define: { __BUILD_ID__: JSON.stringify('dev') },
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
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: loadUnitGroups(import.meta.dirname) } } } } },
    ssr: { build: { outDir: 'dist/server', copyPublicDir: false, rollupOptions: { input: 'src/composition/server-entry.tsx' } } },
  },
});
