import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/**
 * `.vite/chunk-graph.json`: each chunk of the browser's build, the chunks it imports statically, its modules with
 * their minified sizes.
 */
export interface ChunkGraph {
  readonly chunks: Readonly<Record<string, { readonly imports: readonly string[]; readonly modules: Readonly<Record<string, number>> }>>;
}

/**
 * Writes the chunk graph of the client build. Vite's manifest names a chunk by the module it was made for, which a
 * load unit (build/load-units.ts) no longer has: the server's preload links (server/web/route-chunks.ts) and
 * `npm run size:report` find a module's chunk here instead, with each module's size as shipped (minified), by
 * which the report shares a chunk's gzipped size out over its modules.
 */
export function chunkGraph(root: string): Plugin {
  return {
    name: 'chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: Record<string, { imports: string[]; modules: Record<string, number> }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules).map(
          ([id, info]) => [id.replace(`${root}/`, ''), minifiedLength(id, info.code, info.renderedLength)] as const,
        );
        chunks[output.fileName] = { imports: [...output.imports], modules: Object.fromEntries(modules) };
      }
      const graph: ChunkGraph = { chunks };
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-graph.json', source: JSON.stringify(graph) });
    },
  };
}

/**
 * A module's code minified on its own, as the chunk ships it. Its rendered (unminified) length would weigh the
 * site's readable code against libraries that come already minified (react-dom's production build): shared out
 * by it, a chunk's size landed on the libraries about 10 KB too often on the home page.
 */
function minifiedLength(id: string, code: string | null, renderedLength: number): number {
  if (!code) return renderedLength;
  try {
    const minified = minifySync(id.replace(/\?.*$/, '').replace(/\.(tsx?|json|css)$/, '.js'), code, { compress: true, mangle: { toplevel: true } });
    return minified.errors.length === 0 ? minified.code.length : renderedLength;
  } catch {
    return renderedLength;
  }
}
