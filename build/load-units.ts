/*
 * How the browser's code is cut into chunks: by what loads together, not by which set of dynamic imports reaches a
 * module. Rolldown's automatic splitting made one chunk per such set: about 80 files of 1-4 KB for a video page. On
 * a phone over HTTP/1.1 (6 connections, 150 ms round trip) those queue for 2 s even when all are preloaded, and they
 * share the line with the episode's video. So each module goes to the first load unit, in the order below, whose
 * static import graph holds it; later units import only from earlier ones (no cycles), and a page loads its few
 * units (server/web/route-chunks.ts names them in the HTML).
 */
import type { ModuleInfo } from 'rolldown';
import { localeChunkOf } from './locale-groups.ts';

interface LoadUnit {
  readonly name: string;
  /** Source modules (from the project root) whose static import graphs make the unit. */
  readonly roots: readonly string[];
  /**
   * With it, the unit takes only what the roots' graphs share with these units' graphs: code two kinds of page
   * use, in a chunk of its own so neither kind downloads the other's screens to get it.
   */
  readonly sharedWith?: readonly string[];
}

const BROWSE_SCREENS = [
  ...['ranking.view', 'search.view', 'category-list.view', 'hot-comments.view', 'comment-detail.view'].map((view) => `src/ui/browse/${view}.tsx`),
  'src/composition/browse/listings.module.ts',
  'src/composition/browse/listings-route.warmup.ts',
];

/** In loading order: every page loads `react`, `libraries` and `main`; a page loads a later unit together with the ones it imports. */
export const LOAD_UNITS: readonly LoadUnit[] = [
  // The design card's libraries, which every page runs first and in a task of their own (src/composition/libraries.ts).
  { name: 'react', roots: ['src/composition/react-dom.ts'] },
  { name: 'libraries', roots: ['src/composition/libraries.ts'] },
  { name: 'main', roots: ['src/composition/main.tsx'] },
  // What the home screen shares with the other pages (poster cards, rails, remote content), then the home screen:
  // the home page, the most common landing, without the code of the other screens, and those without its own.
  { name: 'common', roots: ['src/ui/browse/home.view.tsx'], sharedWith: ['browse', 'film', 'film-more', 'actions', 'community', 'content', 'account'] },
  { name: 'home', roots: ['src/ui/browse/home.view.tsx'] },
  // The comments' cards, composer and dialogs, which the comment screens share with film pages.
  { name: 'shared', roots: BROWSE_SCREENS, sharedWith: ['film', 'actions', 'community'] },
  { name: 'browse', roots: BROWSE_SCREENS },
  {
    name: 'film',
    roots: [
      'src/composition/film/film.module.ts',
      'src/composition/film/film-route.warmup.ts',
      'src/ui/film/film-page.screen.tsx',
      'src/ui/film/episode-page.screen.tsx',
      // The token the player asks for the "Report this line" store by, bound by the actions feature: here, the player's
      // chunk imports it from the film chunk, and a player never downloads the actions code to play.
      'src/application/film/line-reporter.port.ts',
    ],
  },
  // A film's guides, photos and plots pages: not downloaded with its episode list or video page.
  { name: 'film-more', roots: ['film-guides.view', 'film-photos.view', 'film-plots.view', 'film-plot.view'].map((view) => `src/ui/film/${view}.tsx`) },
  { name: 'actions', roots: ['src/composition/account/member-actions.module.ts'] },
  // The dialogs area (login, share, feedback), which mounts when a dialog opens (deferred-dialogs.tsx), with its
  // login modal's styles: as no unit it imported the member pages' chunk whole for that one stylesheet. A chunk of its
  // own, so a failed download costs the dialogs alone (the reload screen), not the actions feature.
  { name: 'dialogs', roots: ['src/ui/site/dialogs-area.view.tsx'] },
  { name: 'community', roots: ['src/composition/community/community.module.ts', 'src/composition/community/community-route.warmup.ts'] },
  {
    name: 'content',
    roots: [
      ...['blog-list.view', 'blog-article.view', 'guide.view', 'guide-list.view', 'terms.view', 'policy.view'].map((view) => `src/ui/content/${view}.tsx`),
      'src/composition/content/content.module.ts',
      'src/composition/content/content-route.warmup.ts',
    ],
  },
  // A signed-in member's bell with the notifications feature's stores: before the member pages, which import its
  // settings store, so that a member's home page gets the bell without the member pages' code.
  { name: 'notifications', roots: ['src/composition/notifications/notifications.module.ts', 'src/ui/notifications/notification-bell.view.tsx'] },
  {
    name: 'account',
    roots: [
      ...['personal-collection.view', 'personal-info.view', 'account-settings.view'].map((view) => `src/ui/account/${view}.tsx`),
      'src/composition/account/account-pages.module.ts',
    ],
  },
];

type ModuleGraph = (id: string) => ModuleInfo | null;

/** The module ids of the sources' static graphs that no earlier unit holds. */
function reach(sources: readonly string[], graph: ModuleGraph, taken: ReadonlyMap<string, string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...sources];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id) || taken.has(id)) continue;
    const info = graph(id);
    if (!info) continue;
    reached.add(id);
    pending.push(...info.importedIds);
  }
  return reached;
}

/** Each module id of the units' static graphs, with the first unit that holds it. */
function assignModules(root: string, graph: ModuleGraph): Map<string, string> {
  const unitOf = new Map<string, string>();
  const rootsOf = (unit: LoadUnit) => unit.roots.map((source) => `${root}/${source}`);
  for (const unit of LOAD_UNITS) {
    let members = reach(rootsOf(unit), graph, unitOf);
    if (unit.sharedWith) {
      const others = reach(LOAD_UNITS.filter((other) => unit.sharedWith!.includes(other.name)).flatMap(rootsOf), graph, unitOf);
      members = new Set([...members].filter((id) => others.has(id)));
    }
    for (const id of members) unitOf.set(id, unit.name);
  }
  return unitOf;
}

type Namer = (id: string, ctx: { getModuleInfo: ModuleGraph }) => string | null;

/**
 * Rolldown's `codeSplitting.groups`: one group per unit, earlier units first (a group also takes the modules its
 * modules import, so `main` must take its own before a later unit could), then one per language's group of texts (build/locale-groups.ts). Modules
 * of no unit (code loaded on demand: dialogs, the player, the console) keep rolldown's automatic splitting.
 */
export function loadUnitGroups(root: string): { name: Namer; debugName: string; priority: number }[] {
  let assigned: Map<string, string> | undefined;
  const unitOf = (id: string, ctx: { getModuleInfo: ModuleGraph }) => (assigned ??= assignModules(root, (moduleId) => ctx.getModuleInfo(moduleId))).get(id);
  const units = LOAD_UNITS.map((unit, index) => ({
    debugName: unit.name,
    priority: LOAD_UNITS.length + 1 - index,
    name: ((id, ctx) => (unitOf(id, ctx) === unit.name ? unit.name : null)) as Namer,
  }));
  const locales = { debugName: 'locales', priority: 1, name: ((id) => localeChunkOf(id)) as Namer };
  // Vite's helper for dynamic imports, which the entry uses too: in `main` it made the entry import the app's chunk,
  // and so run the app's whole module graph in the entry's task.
  const preloadHelper = {
    debugName: 'preload-helper',
    priority: LOAD_UNITS.length + 2,
    name: ((id) => (id.includes('vite/preload-helper') ? 'preload-helper' : null)) as Namer,
  };
  return [preloadHelper, ...units, locales];
}
