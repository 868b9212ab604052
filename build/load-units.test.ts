import { describe, expect, it } from 'vitest';
import { loadUnitGroups } from './load-units';

/** A module graph: each module id (from the root) and the ids it imports statically. */
const graph: Record<string, string[]> = {
  'src/composition/react-dom.ts': ['node_modules/react/index.js'],
  'src/composition/libraries.ts': ['node_modules/react/index.js', 'node_modules/mobx/dist/mobx.esm.js'],
  'node_modules/mobx/dist/mobx.esm.js': [],
  'src/composition/main.tsx': ['src/ui/site/app.view.tsx', 'node_modules/react/index.js', '\0vite/preload-helper.js'],
  '\0vite/preload-helper.js': [],
  'src/ui/site/app.view.tsx': ['node_modules/react/index.js'],
  'node_modules/react/index.js': [],
  'src/ui/browse/home.view.tsx': ['src/ui/components/card.view.tsx', 'src/ui/site/app.view.tsx', 'src/ui/browse/home-hero.view.tsx'],
  'src/ui/browse/home-hero.view.tsx': [],
  'src/ui/components/card.view.tsx': [],
  'src/ui/film/episode-page.screen.tsx': ['src/ui/components/card.view.tsx', 'src/ui/film/player.view.tsx', 'src/ui/community/comment-card.view.tsx'],
  'src/ui/browse/ranking.view.tsx': ['src/ui/components/card.view.tsx', 'src/ui/community/comment-card.view.tsx', 'src/ui/browse/ranking-table.view.tsx'],
  'src/ui/community/comment-card.view.tsx': [],
  'src/ui/browse/ranking-table.view.tsx': [],
  'src/ui/film/player.view.tsx': [],
  'src/composition/account/member-actions.module.ts': ['src/ui/film/player.view.tsx', 'src/application/account/account.store.ts'],
  'src/application/account/account.store.ts': [],
  'src/ui/admin/console.view.tsx': [],
};
const ROOT = '/repo';
const ctx = {
  getModuleInfo: (id: string) =>
    graph[id.slice(ROOT.length + 1)] ? ({ importedIds: graph[id.slice(ROOT.length + 1)]!.map((dep) => `${ROOT}/${dep}`) } as never) : null,
};

/** The chunk name the groups give a module: the highest-priority group that names it. */
function chunkOf(id: string): string | null {
  const groups = [...loadUnitGroups(ROOT)].sort((a, b) => b.priority - a.priority);
  for (const group of groups) {
    const name = group.name(`${ROOT}/${id}`, ctx);
    if (name) return name;
  }
  return null;
}

describe('load units', () => {
  it.each([
    ['src/composition/main.tsx', 'main'],
    // React, then the other libraries: chunks the app's chunk imports, each run in a task of its own before it
    // (src/composition/start.ts). A module both reach stays in the earlier one.
    ['node_modules/react/index.js', 'react'],
    ['node_modules/mobx/dist/mobx.esm.js', 'libraries'],
    // The dynamic imports' helper, which the entry uses too: never in `main`, or the entry would run the app at once.
    ['\0vite/preload-helper.js', 'preload-helper'],
    ['src/ui/site/app.view.tsx', 'main'],
    // Shared by the home screen and the video screen: in the unit loaded first (common), never twice; the home
    // screen's own code apart, so the video page does not download it.
    ['src/ui/components/card.view.tsx', 'common'],
    ['src/ui/browse/home-hero.view.tsx', 'home'],
    // Shared by a browse screen and a film page only: in a unit of its own, so neither downloads the other's screens.
    ['src/ui/community/comment-card.view.tsx', 'shared'],
    ['src/ui/browse/ranking-table.view.tsx', 'browse'],
    ['src/ui/film/episode-page.screen.tsx', 'film'],
    ['src/ui/film/player.view.tsx', 'film'],
    ['src/application/account/account.store.ts', 'actions'],
    // Reached by no unit (loaded on demand): rolldown's automatic splitting.
    ['src/ui/admin/console.view.tsx', null],
  ])('puts %s in %s', (id, unit) => {
    expect(chunkOf(id)).toBe(unit);
  });

  it("puts a language's core texts in one chunk, its pages' texts in another, the rare ones in files of their own", () => {
    expect(chunkOf('locales/fr/site.json')).toBe('locale-fr');
    expect(chunkOf('locales/fr/browse.json')).toBe('locale-fr');
    expect(chunkOf('locales/fr/film.json')).toBe('locale-fr-pages');
    expect(chunkOf('locales/fr/sharing.json')).toBe('locale-fr-pages');
    expect(chunkOf('locales/fr/content.json')).toBe('locale-fr-content');
    expect(chunkOf('locales/fr/admin.json')).toBe('locale-fr-admin');
  });

  it("puts each group's module (the loader's target, build/locale-groups.ts) in the chunk of its texts", () => {
    expect(chunkOf('\0virtual:locale-group/fr/core')).toBe('locale-fr');
    expect(chunkOf('\0virtual:locale-group/fr/pages')).toBe('locale-fr-pages');
    expect(chunkOf('\0virtual:locale-group/fr/content')).toBe('locale-fr-content');
  });

  it('ranks earlier units above later ones, so a unit imports only from units before it', () => {
    const priorities = loadUnitGroups(ROOT).map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });
});
