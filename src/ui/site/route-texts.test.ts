import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coreNamespaces, featureNamespaces, lazyNamespaces, namespacesOfRoute, onDemandNamespaces } from '../../domain/routing/route-features';
import type { RouteName } from '../../domain/routing/route-table';
import { SCREEN_SOURCES } from '../../../server/web/route-chunks';

// A route's texts are loaded before its first render and hydration (route-features.ts): a text of a namespace left
// out would render as its key in the browser but as the text on the server, and hydration would not match. This
// reads the keys written in the code each route's screen (and the shell around it) imports statically. Texts loaded
// on demand are loaded before hydrating when the server's render read them (the page names them).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const namespaces = readdirSync(join(root, 'locales/en')).map((file) => file.replace(/\.json$/, ''));
const keyPattern = new RegExp(`['\`](${namespaces.join('|')}):[\\w.{$]`, 'g');
const importPattern = /(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return (
    ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(file)) ?? (existsSync(base) && /\.tsx?$/.test(base) ? base : null)
  );
}

/** The namespaces of the keys in the static import graph of these sources (dynamic imports load later). */
function namespacesUsedBy(sources: readonly string[]): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const pending = sources.map((source) => join(root, source));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Without comments: a doc comment's example key is not a text the screen shows.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '');
    for (const [, ns] of code.matchAll(keyPattern)) if (!used.has(ns!)) used.set(ns!, relative(root, file));
    for (const [, specifier] of code.matchAll(importPattern)) {
      const imported = resolveImport(file, specifier!);
      if (imported) pending.push(imported);
    }
  }
  return used;
}

const shell = ['src/ui/site/app.view.tsx'];
const FEATURE_MODULES = {
  film: 'src/composition/film/film.module.ts',
  actions: 'src/composition/account/member-actions.module.ts',
  community: 'src/composition/community/community.module.ts',
} as const;

describe('the texts a route loads before its first render', () => {
  it.each(Object.entries(SCREEN_SOURCES) as [RouteName, string][])('%s has every namespace its screen and the shell use', (route, screen) => {
    const loaded = new Set([...namespacesOfRoute(route), ...lazyNamespaces, ...onDemandNamespaces]);
    const missing = [...namespacesUsedBy([...shell, screen])].filter(([ns]) => !loaded.has(ns));
    expect(missing, 'namespace and a file using it').toEqual([]);
  });

  it.each(['film', 'actions', 'community'] as const)('the %s feature loads every namespace its stores use', (feature) => {
    const loaded = new Set([...coreNamespaces, ...featureNamespaces[feature], ...lazyNamespaces, ...onDemandNamespaces]);
    const missing = [...namespacesUsedBy([FEATURE_MODULES[feature]])].filter(([ns]) => !loaded.has(ns));
    expect(missing, 'namespace and a file using it').toEqual([]);
  });

  it('finds the keys it looks for', () => {
    expect([...namespacesUsedBy(['src/ui/browse/home.view.tsx']).keys()]).toContain('browse');
  });
});
