import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder, type Plugin } from 'vite';
import type { ChunkGraph } from './chunk-graph.ts';

/*
 * Issue 32, item 5: a deploy must not make returning visitors download the whole app again. The browser's build
 * (the client environment of vite.config.ts, about 1-3 s) is built into temporary folders: twice from the same
 * sources, then with one module changed.
 */
const root = join(import.meta.dirname, '..');
const outDirs: string[] = [];

/** Appends a statement to the module whose path ends with `source`, as an edit of that file would. */
function edit(source: string): Plugin {
  return {
    name: 'edit-one-module',
    enforce: 'post',
    transform(code, id) {
      return id.endsWith(source) ? `${code}\n;globalThis.__edited = 1;` : undefined;
    },
  };
}

/** Builds the browser's code; the files under assets/ by name with their bytes, the page, the chunk graph. */
async function buildClient(plugins: Plugin[] = []) {
  const outDir = mkdtempSync(join(tmpdir(), 'deterministic-build-'));
  outDirs.push(outDir);
  const builder = await createBuilder({ root, logLevel: 'error', plugins, build: { outDir, emptyOutDir: true } });
  await builder.build(builder.environments.client!);
  const assets = new Map(readdirSync(join(outDir, 'assets')).map((file) => [file, readFileSync(join(outDir, 'assets', file))] as const));
  const graph = JSON.parse(readFileSync(join(outDir, '.vite', 'chunk-graph.json'), 'utf8')) as ChunkGraph;
  return { assets, html: readFileSync(join(outDir, 'index.html'), 'utf8'), graph };
}

type Build = Awaited<ReturnType<typeof buildClient>>;

/** The assets one build has that the other has not (a changed file has a new name). */
function renamed(before: Build, after: Build): string[] {
  return [...before.assets.keys()].filter((file) => !after.assets.has(file)).sort();
}

/** The chunk (as `assets/…`) that holds `source`. */
function chunkHolding(build: Build, source: string): string {
  const found = Object.entries(build.graph.chunks).find(([, chunk]) => source in chunk.modules);
  if (!found) throw new Error(`no chunk holds ${source}`);
  return found[0].replace(/^assets\//, '');
}

const buildId = (build: Build) => /<meta name="build-id" content="([^"]+)"/.exec(build.html)?.[1];

describe('the browser build', { timeout: 120_000 }, () => {
  let first: Build;
  let second: Build;
  beforeAll(async () => {
    first = await buildClient();
    second = await buildClient();
  }, 120_000);
  afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is byte-identical from the same sources: same chunk names, same bytes, same page', () => {
    expect([...second.assets.keys()].sort()).toEqual([...first.assets.keys()].sort());
    for (const [file, bytes] of first.assets) expect(second.assets.get(file)?.equals(bytes), file).toBe(true);
    expect(second.html).toBe(first.html);
    expect(buildId(first)).toMatch(/^[\w-]{8,}$/);
  });

  it.each([
    // A film's photos page (the film-more unit), and a module of `main`, which every other chunk imports.
    ['src/ui/film/film-photos.view.tsx'],
    ['src/domain/build/build-check.ts'],
  ])('renames only the chunk holding a changed module (%s), and names a new build', async (source) => {
    const edited = await buildClient([edit(source)]);
    expect(renamed(first, edited)).toEqual([chunkHolding(first, source)]);
    expect(buildId(edited)).not.toBe(buildId(first));
  });
});
