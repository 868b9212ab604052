import type { Plugin } from 'vite';

/*
 * A dynamic import that failed (a dropped connection) is retried by the app (load-with-retry.ts), but a browser may
 * keep a failed module in its module map for the page's life, as the HTML standard said until whatwg/html#10327:
 * WebKit does (Safari, every iPhone browser: the dropped-code engine journey fails there without this), and
 * Debian's Chromium 150 does for a download Playwright cut. There every retry of the same URL fails at once, without
 * a request, and a visitor whose network came back still ends on the reload screen. So the browser's chunks
 * import one another's code through `__importChunk`: the same URL the first time, and after a failure of that URL
 * the URL with `?retry=N`, a module the browser has not seen and fetches (the chunk's own imports still resolve to
 * the modules already loaded, through the page's import map).
 */

/** The global the entry chunk defines and every chunk's dynamic imports call. */
export const IMPORT_CHUNK = '__importChunk';

/** What a chunk passes of its `import.meta`: `resolve` maps a name through the page's import map. */
interface ChunkMeta {
  readonly url: string;
  readonly resolve?: (specifier: string) => string;
}

/**
 * `import(file)` the first time, then `import(file?retry=N)` after the Nth failure of that file, where `file` is the
 * name resolved through the import map (a query on the name itself would match no entry of the map). A browser
 * without `import.meta.resolve` (Chromium before 105) imports the same URL each time.
 */
export function chunkImporter(load: (url: string) => Promise<unknown>): (meta: ChunkMeta, specifier: string) => Promise<unknown> {
  const failures = new Map<string, number>();
  return (meta, specifier) => {
    if (!meta.resolve) return load(new URL(specifier, meta.url).href);
    const file = meta.resolve(specifier);
    const failed = failures.get(file) ?? 0;
    return load(failed === 0 ? file : `${file}${file.includes('?') ? '&' : '?'}retry=${failed}`).catch((error: unknown) => {
      failures.set(file, failed + 1);
      throw error;
    });
  };
}

// A dynamic import of a sibling chunk as Rolldown writes it: import(`./name.js`) (or with quotes; a name not yet
// final holds a placeholder such as `!~{00$}~`).
const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`]+?\.js)\1\)/g;

/**
 * A chunk's code with its dynamic imports of other chunks going through `__importChunk` (with the chunk's
 * `import.meta`, which resolves the name from where the chunk is), and, in the entry chunk, the function itself.
 */
export function retryableImports(code: string, isEntry: boolean): string {
  const rewritten = code.replace(DYNAMIC_IMPORT, (call: string, quote: string, path: string) =>
    // A template literal with an expression is not a chunk's name: left as it is.
    quote === '`' && path.includes('${') ? call : `${IMPORT_CHUNK}(import.meta,${quote}${path}${quote})`,
  );
  if (!isEntry) return rewritten;
  // The entry runs before any other chunk (its static imports have no dynamic ones), so the global is there first.
  return `globalThis.${IMPORT_CHUNK}=(${chunkImporter.toString()})((url)=>import(url));\n${rewritten}`;
}

/** The Vite plugin: applies `retryableImports` to the browser's chunks. */
export function retryableChunkImports(): Plugin {
  return {
    name: 'retryable-chunk-imports',
    apply: 'build',
    renderChunk(code, chunk) {
      if (this.environment.name !== 'client') return null;
      const out = retryableImports(code, chunk.isEntry);
      return out === code ? null : { code: out, map: null };
    },
  };
}
