import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { featuresOfRoute, lazyNamespaces, type LazyFeature } from '../../src/domain/routing/route-features';
import type { RouteName } from '../../src/domain/routing/route-table';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The source module of each route's screen, as src/ui/app/route-screens.ts imports it (route-chunks.test.ts keeps
 * the two in step). The manifest names chunks by source module.
 */
export const SCREEN_SOURCES: { readonly [R in RouteName]: string } = {
  home: 'src/ui/browse/home.view.tsx',
  ranking: 'src/ui/browse/ranking.view.tsx',
  search: 'src/ui/browse/search.view.tsx',
  category: 'src/ui/browse/category-list.view.tsx',
  hotComments: 'src/ui/browse/hot-comments.view.tsx',
  commentDetail: 'src/ui/browse/comment-detail.view.tsx',
  episodeList: 'src/ui/engagement/film-detail.screen.tsx',
  filmGuide: 'src/ui/film/film-guides.view.tsx',
  filmPhotos: 'src/ui/film/film-photos.view.tsx',
  filmPlots: 'src/ui/film/film-plots.view.tsx',
  filmPlot: 'src/ui/film/film-plot.view.tsx',
  filmVideo: 'src/ui/engagement/film-video.screen.tsx',
  blogList: 'src/ui/content/blog-list.view.tsx',
  blogArticle: 'src/ui/content/blog-article.view.tsx',
  guide: 'src/ui/content/guide.view.tsx',
  guideList: 'src/ui/content/guide-list.view.tsx',
  terms: 'src/ui/content/terms.view.tsx',
  policy: 'src/ui/content/policy.view.tsx',
  personalCollection: 'src/ui/personal/personal-collection.view.tsx',
  personalInfo: 'src/ui/personal/personal-info.view.tsx',
  personalSettings: 'src/ui/personal/account-settings.view.tsx',
};

/** Loaded with every page (the app after the entry script), and with pages of the lazy features. */
const APP_SOURCES = ['src/composition/main.tsx'];
const FEATURE_SOURCES: { readonly [F in LazyFeature]: readonly string[] } = {
  film: ['src/composition/modules/film.module.ts', 'src/composition/modules/film-route.warmup.ts'],
  accounts: ['src/composition/modules/accounts.module.ts'],
  community: ['src/composition/modules/community.module.ts', 'src/composition/modules/community-route.warmup.ts'],
  admin: [],
};

/** Every chunk `sources` need, each once: the modules' own chunks and everything they import statically. */
function chunkFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

/**
 * The modulepreload links of a page: the app, the route's screen, the features it uses and the language's texts,
 * with all their static imports, so the browser fetches them in parallel with the entry instead of discovering
 * them one wave of imports after another. Read from the client build's manifest (re-read after a new build).
 */
export function routeChunkLinks(distDir: string): (route: RouteName | null, language: string) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | undefined;
  const manifest = (): Manifest | undefined => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
      return cached.manifest;
    } catch {
      return undefined;
    }
  };
  return (route, language) => {
    const current = manifest();
    if (!current) return '';
    const lazy = new Set(lazyNamespaces.map((namespace) => `locales/${language}/${namespace}.json`));
    const locales = Object.keys(current).filter((key) => key.startsWith(`locales/${language}/`) && !lazy.has(key));
    const screen = route ? [SCREEN_SOURCES[route]] : [];
    const features = route ? featuresOfRoute(route).flatMap((feature) => FEATURE_SOURCES[feature]) : [];
    const files = chunkFiles(current, [...APP_SOURCES, ...screen, ...features, ...locales]);
    return files.map((chunk) => `<link rel="modulepreload" href="/${chunk}">`).join('\n    ');
  };
}
