import { describe, expect, it } from 'vitest';
import { chunkImporter, retryableImports } from './retryable-imports.ts';

const meta = {
  url: 'https://site.test/assets/main-a.js',
  resolve: (specifier: string) => new URL(specifier, 'https://site.test/assets/').href.replace('-stable', '-hashed'),
};

describe('chunkImporter', () => {
  it('imports the resolved file, then the file with a new query after each failure, and keeps a success', async () => {
    const asked: string[] = [];
    const outcomes = [false, false, true, true];
    const importChunk = chunkImporter(async (url) => {
      asked.push(url);
      if (!outcomes.shift()) throw new TypeError('Failed to fetch dynamically imported module');
      return { url };
    });
    await expect(importChunk(meta, './x-stable.js')).rejects.toThrow(TypeError);
    await expect(importChunk(meta, './x-stable.js')).rejects.toThrow(TypeError);
    await expect(importChunk(meta, './x-stable.js')).resolves.toEqual({ url: 'https://site.test/assets/x-hashed.js?retry=2' });
    // Another chunk's failures are its own.
    await importChunk(meta, './y-stable.js');
    expect(asked).toEqual([
      'https://site.test/assets/x-hashed.js',
      'https://site.test/assets/x-hashed.js?retry=1',
      'https://site.test/assets/x-hashed.js?retry=2',
      'https://site.test/assets/y-hashed.js',
    ]);
  });

  it('imports the same URL each time where import.meta has no resolve', async () => {
    const asked: string[] = [];
    const importChunk = chunkImporter(async (url) => {
      asked.push(url);
      throw new TypeError('offline');
    });
    const old = { url: meta.url };
    await expect(importChunk(old, './x.js')).rejects.toThrow();
    await expect(importChunk(old, './x.js')).rejects.toThrow();
    expect(asked).toEqual(['https://site.test/assets/x.js', 'https://site.test/assets/x.js']);
  });
});

describe('retryableImports', () => {
  it.each([
    ['import(`./a-1.js`).then(f)', '__importChunk(import.meta,`./a-1.js`).then(f)'],
    ['await import("./fp.esm-!~{00$}~.js")', 'await __importChunk(import.meta,"./fp.esm-!~{00$}~.js")'],
    ["import('../b.js')", "__importChunk(import.meta,'../b.js')"],
    // Not a sibling chunk: a package, an expression, a static import, import.meta.
    ['import(`./${name}.js`)', 'import(`./${name}.js`)'],
    ['import(x)', 'import(x)'],
    ['import{t}from"./c.js"', 'import{t}from"./c.js"'],
    ['import.meta.url', 'import.meta.url'],
  ])('%s', (code, expected) => {
    expect(retryableImports(code, false)).toBe(expected);
  });

  it('defines the importer first in the entry chunk', () => {
    const entry = retryableImports('import(`./main.js`)', true);
    expect(entry.startsWith('globalThis.__importChunk=(')).toBe(true);
    expect(entry.endsWith('\n__importChunk(import.meta,`./main.js`)')).toBe(true);
  });
});
