import type { Plugin } from 'vite';

/** `.vite/chunk-graph.json`: each chunk of the browser's build, the chunks it imports statically, its modules. */
export interface ChunkGraph {
  readonly chunks: Readonly<Record<string, { readonly imports: readonly string[]; readonly modules: Readonly<Record<string, number>> }>>;
}

/**
 * Writes the chunk graph of the client build. Vite's manifest names a chunk by the module it was made for, which a
 * load unit (build/load-units.ts) no longer has: the server's preload links (server/web/route-chunks.ts) and
 * `npm run size:report` find a module's chunk here instead, with each module's rendered size.
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
        const modules = Object.entries(output.modules).map(([id, info]) => [id.replace(`${root}/`, ''), info.renderedLength] as const);
        chunks[output.fileName] = { imports: [...output.imports], modules: Object.fromEntries(modules) };
      }
      const graph: ChunkGraph = { chunks };
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-graph.json', source: JSON.stringify(graph) });
    },
  };
}
