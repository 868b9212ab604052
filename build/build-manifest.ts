import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The page's `<meta name=…>` that carries the id of the build it runs (read by the SPA's build checker). */
export const BUILD_ID_META = 'build-id';

/**
 * The build's id, named in the page and in `builds/latest.json` / `builds/meta/{id}.json` (never cached), so that the
 * running SPA can notice a newer deploy. Not in the code: a value baked into `main` changed every chunk's hash on
 * every build (issue 32). Derived from the hashed files' names, so the same sources build the same id and a deploy
 * that changes no browser code asks no visitor to reload; `BUILD_ID` overrides it.
 */
export function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle: {
      // After vite:build-html has written index.html and its import map into the bundle.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const hashed = Object.keys(bundle)
          .filter((file) => file.startsWith('assets/'))
          .sort();
        const buildId = process.env.BUILD_ID ?? createHash('sha256').update(hashed.join('\n')).digest('base64url').slice(0, 16);
        const html = bundle['index.html'];
        if (html?.type === 'asset') html.source = String(html.source).replace('</head>', `  <meta name="${BUILD_ID_META}" content="${buildId}" />\n  </head>`);
        // The import map is in the page (build.chunkImportMap): no file of its own to serve or keep in step.
        delete bundle['importmap.json'];
        const meta = JSON.stringify({ id: buildId, timestamp: Date.now() });
        this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: meta });
        this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: meta });
      },
    },
  };
}
