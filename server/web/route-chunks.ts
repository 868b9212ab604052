import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkGraph } from '../../build/chunk-graph';
import { ROUTE_CODE_ID, type RouteCode } from '../../contract/site/route-code';
import { coreNamespaces, featuresOfRoute, namespacesOfRoute, type LazyFeature } from '../../src/domain/routing/route-features';
import type { RouteName } from '../../src/domain/routing/route-table';

/** The build's chunk graph with, for each module, the chunk that holds it. */
interface Chunks {
  readonly graph: ChunkGraph;
  readonly chunkOf: ReadonlyMap<string, string>;
}

/**
 * The source module of each route's screen, as src/ui/site/route-screens.ts imports it (route-chunks.test.ts keeps
 * the two in step). The manifest names chunks by source module.
 */
export const SCREEN_SOURCES: { readonly [R in RouteName]: string } = {
  home: 'src/ui/browse/home.view.tsx',
  ranking: 'src/ui/browse/ranking.view.tsx',
  search: 'src/ui/search/search.view.tsx',
  category: 'src/ui/browse/category-list.view.tsx',
  hotComments: 'src/ui/community/hot-comments.view.tsx',
  commentDetail: 'src/ui/community/comment-detail.view.tsx',
  film: 'src/ui/film/film-page.screen.tsx',
  filmGuide: 'src/ui/film/film-guides.view.tsx',
  filmPhotos: 'src/ui/film/film-photos.view.tsx',
  filmPlots: 'src/ui/film/film-plots.view.tsx',
  filmPlot: 'src/ui/film/film-plot.view.tsx',
  filmVideo: 'src/ui/film/episode-page.screen.tsx',
  filmTranscript: 'src/ui/film/film-transcript.view.tsx',
  blogList: 'src/ui/content/blog-list.view.tsx',
  blogArticle: 'src/ui/content/blog-article.view.tsx',
  guide: 'src/ui/content/guide.view.tsx',
  guideList: 'src/ui/content/guide-list.view.tsx',
  terms: 'src/ui/content/terms.view.tsx',
  policy: 'src/ui/content/policy.view.tsx',
  personalCollection: 'src/ui/account/personal-collection.view.tsx',
  personalInfo: 'src/ui/account/personal-info.view.tsx',
  personalSettings: 'src/ui/account/account-settings.view.tsx',
  personalNotifications: 'src/ui/notifications/notices-page.view.tsx',
  personalUnsubscribe: 'src/ui/notifications/unsubscribe-page.view.tsx',
  feed: 'src/ui/browse/feed.view.tsx',
};

/** Code a route's screen loads on demand but hydrates with: the video page's player (its own chunk, see film-video.view). */
const ROUTE_EXTRAS: { readonly [R in RouteName]?: readonly string[] } = {
  filmVideo: ['src/ui/film/episode-player.view.tsx'],
};

/**
 * Loaded with every page (React, the other libraries, then the app, after the entry script; in the order the entry
 * runs them), and with pages of the lazy features.
 */
const APP_SOURCES = ['src/composition/react-dom.ts', 'src/composition/libraries.ts', 'src/composition/main.tsx'];
const FEATURE_SOURCES: { readonly [F in LazyFeature]: readonly string[] } = {
  film: ['src/composition/film/film.module.ts', 'src/composition/film/film-route.warmup.ts'],
  // Not the dialogs area: it mounts when a dialog opens, its code fetched once the page is idle
  // (src/composition/deferred-dialogs.tsx).
  actions: ['src/composition/account/member-actions.module.ts'],
  // Asked for by the dialogs area, never by a route.
  signIn: ['src/composition/account/sign-in.module.ts'],
  community: ['src/composition/community/community.module.ts', 'src/composition/community/community-route.warmup.ts'],
  listings: ['src/composition/browse/listings.module.ts', 'src/composition/browse/listings-route.warmup.ts'],
  account: ['src/composition/account/account-pages.module.ts'],
  content: ['src/composition/content/content.module.ts', 'src/composition/content/content-route.warmup.ts'],
  admin: [],
  notifications: ['src/composition/notifications/notifications.module.ts'],
};

/** Every chunk `sources` need, each once: the chunks that hold them and everything those import statically. */
function chunkFiles({ graph, chunkOf }: Chunks, sources: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of graph.chunks[file]?.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    const file = chunkOf.get(source);
    if (file) visit(file);
  }
  return [...files];
}

/** The build's chunks, read once per build (re-read after a new one); undefined without a build. */
export type BuildChunks = () => Chunks | undefined;

/** The reader of `distDir`'s chunk graph, for routeChunks and routeCodeBlock to share (one read per build). */
export function buildChunks(distDir: string): BuildChunks {
  const file = join(distDir, '.vite', 'chunk-graph.json');
  let cached: { mtimeMs: number; chunks: Chunks } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, chunks: readChunks(file) };
      return cached.chunks;
    } catch {
      return undefined;
    }
  };
}

/** Read once per build: a page render looks modules up instead of scanning them. */
function readChunks(file: string): Chunks {
  const graph = JSON.parse(readFileSync(file, 'utf8')) as ChunkGraph;
  const chunkOf = new Map(Object.entries(graph.chunks).flatMap(([chunk, { modules }]) => Object.keys(modules).map((id) => [id, chunk] as const)));
  return { graph, chunkOf };
}

/**
 * The code a page runs first: the app, the route's screen, the features it uses and the language's texts, with all
 * their static imports (paths from the site's root), so the browser fetches them in parallel with the entry
 * instead of discovering them one wave of imports after another. Read from the client build's chunk graph (re-read
 * after a new build); none without a build.
 */
export function routeChunks(chunks: BuildChunks): (route: RouteName | null, language: string, texts?: readonly string[]) => string[] {
  return (route, language, texts = []) => {
    const current = chunks();
    if (!current) return [];
    // The texts the page renders with (the browser loads them before it hydrates), not every namespace: the route's
    // and the on-demand ones its render read (RenderedPage.texts).
    const locales = [...(route ? namespacesOfRoute(route) : coreNamespaces), ...texts].map((ns) => `locales/${language}/${ns}.json`);
    const screen = route ? [SCREEN_SOURCES[route], ...(ROUTE_EXTRAS[route] ?? [])] : [];
    const features = route ? featuresOfRoute(route).flatMap((feature) => FEATURE_SOURCES[feature]) : [];
    const files = chunkFiles(current, [...APP_SOURCES, ...screen, ...features, ...locales]);
    return files.map((chunk) => `/${chunk}`);
  };
}

/**
 * The code of every route beyond the app's (RouteCode: its screen, extras and features with their static imports;
 * texts are single files the app imports directly) as the page's JSON block, ~0.5 KB compressed; empty without a
 * build. Made once per build.
 */
export function routeCodeBlock(chunks: BuildChunks): () => string {
  let cached: { chunks: Chunks; block: string } | undefined;
  return () => {
    const current = chunks();
    if (!current) return '';
    if (cached?.chunks !== current) cached = { chunks: current, block: routeCodeScript(routeCode(current)) };
    return cached.block;
  };
}

function routeCode(current: Chunks): RouteCode {
  const app = new Set(chunkFiles(current, APP_SOURCES));
  const files: string[] = [];
  const routes: Record<string, number[]> = {};
  for (const route of Object.keys(SCREEN_SOURCES) as RouteName[]) {
    const sources = [SCREEN_SOURCES[route], ...(ROUTE_EXTRAS[route] ?? []), ...featuresOfRoute(route).flatMap((feature) => FEATURE_SOURCES[feature])];
    routes[route] = chunkFiles(current, sources)
      .filter((chunk) => !app.has(chunk))
      .map((chunk) => {
        const path = `/${chunk}`;
        const known = files.indexOf(path);
        return known >= 0 ? known : files.push(path) - 1;
      });
  }
  return { files, routes };
}

/** A JSON data block: never run, so it needs no nonce; `<` is escaped so no text in it can close the element. */
function routeCodeScript(code: RouteCode): string {
  return `<script type="application/json" id="${ROUTE_CODE_ID}">${JSON.stringify(code).replaceAll('<', '\\u003c')}</script>`;
}

/** The head's modulepreload links for a page's chunks. */
export function modulePreloadLinks(chunks: readonly string[]): string {
  return chunks.map((chunk) => `<link rel="modulepreload" href="${chunk}">`).join('\n    ');
}
