import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_CODE_ID, type RouteCode } from '../../contract/site/route-code';
import { buildChunks, modulePreloadLinks, routeChunks, routeCodeBlock, SCREEN_SOURCES } from './route-chunks';

/** A build whose chunk graph has these chunks: each file's static imports and the modules it holds. */
function distWith(chunks: Record<string, { imports?: string[]; modules: string[] }>): string {
  const dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  mkdirSync(join(dist, '.vite'));
  const graph = Object.fromEntries(
    Object.entries(chunks).map(([file, { imports = [], modules }]) => [file, { imports, modules: Object.fromEntries(modules.map((id) => [id, 100])) }]),
  );
  writeFileSync(join(dist, '.vite', 'chunk-graph.json'), JSON.stringify({ chunks: graph }));
  return dist;
}

const chunks = {
  'assets/main.js': { imports: ['assets/shared.js'], modules: ['src/composition/main.tsx', 'src/ui/site/app.view.tsx'] },
  'assets/shared.js': { modules: ['src/domain/routing/language.ts'] },
  'assets/browse.js': { imports: ['assets/shared.js'], modules: ['src/ui/browse/home.view.tsx', 'src/ui/search/search.view.tsx'] },
  'assets/film.js': {
    imports: ['assets/shared.js'],
    modules: ['src/ui/film/episode-page.screen.tsx', 'src/composition/film/film.module.ts', 'src/composition/film/film-route.warmup.ts'],
  },
  'assets/player.js': { imports: ['assets/film.js'], modules: ['src/ui/film/episode-player.view.tsx'] },
  'assets/accounts.js': { modules: ['src/composition/account/member-actions.module.ts'] },
  'assets/dialogs.js': { modules: ['src/ui/site/dialogs-area.view.tsx'] },
  'assets/community.js': { modules: ['src/composition/community/community.module.ts', 'src/composition/community/community-route.warmup.ts'] },
  'assets/admin-module.js': { modules: ['src/composition/admin/admin.module.ts'] },
  'assets/locale-fr.js': { modules: ['locales/fr/site.json', 'locales/fr/film.json'] },
  'assets/admin-fr.js': { modules: ['locales/fr/admin.json'] },
  'assets/content-fr.js': { modules: ['locales/fr/content.json'] },
  'assets/locale-en.js': { modules: ['locales/en/site.json'] },
  'assets/locale-fr-site-errors.js': { modules: ['locales/fr/site-errors.json'] },
};

describe('routeChunks', () => {
  const links = routeChunks(buildChunks(distWith(chunks)));

  it('preloads the app, the screen with its imports, each once, and the language texts of the page', () => {
    expect(links('home', 'fr')).toEqual(['/assets/main.js', '/assets/shared.js', '/assets/browse.js', '/assets/locale-fr.js']);
  });

  it('adds the features the route needs (the video page: film, accounts, the comments and its player) and never the console', () => {
    const video = links('filmVideo', 'fr');
    expect(video).toEqual(expect.arrayContaining(['/assets/film.js', '/assets/player.js', '/assets/accounts.js', '/assets/community.js']));
    // The dialogs area mounts when a dialog opens (deferred-dialogs.tsx): its code is fetched when the page is idle.
    expect(video).not.toContain('/assets/dialogs.js');
    expect(video.filter((href) => href.includes('admin') || href.includes('content-'))).toEqual([]);
    expect(new Set(video).size).toBe(video.length);
  });

  it('preloads the 404 page with the app and its texts only, and nothing without a build', () => {
    expect(links(null, 'en')).toEqual(['/assets/main.js', '/assets/shared.js', '/assets/locale-en.js']);
    expect(routeChunks(buildChunks(mkdtempSync(join(tmpdir(), 'no-build-'))))('home', 'en')).toEqual([]);
  });

  it("adds the on-demand texts the page's render read (an error message), and leaves them out otherwise", () => {
    expect(links('home', 'fr', ['site-errors'])).toEqual([...links('home', 'fr'), '/assets/locale-fr-site-errors.js']);
    expect(links('home', 'fr')).not.toContain('/assets/locale-fr-site-errors.js');
  });

  it('writes a modulepreload link per chunk', () => {
    expect(modulePreloadLinks(['/assets/a.js', '/assets/b.js'])).toBe(
      '<link rel="modulepreload" href="/assets/a.js">\n    <link rel="modulepreload" href="/assets/b.js">',
    );
  });

  it('names the screen modules that route-screens.ts imports', () => {
    const screens = readFileSync(fileURLToPath(new URL('../../src/ui/site/route-screens.ts', import.meta.url)), 'utf8');
    for (const source of Object.values(SCREEN_SOURCES)) {
      const relative = source.replace('src/ui/', '../').replace(/\.tsx?$/, '');
      expect(screens, source).toContain(`import('${relative}')`);
    }
  });
});

describe('routeCodeBlock', () => {
  const block = routeCodeBlock(buildChunks(distWith(chunks)))();
  const code = JSON.parse(new RegExp(`^<script type="application/json" id="${ROUTE_CODE_ID}">(.*)</script>$`).exec(block)![1]!) as RouteCode;
  const filesOf = (route: string) => code.routes[route]!.map((index) => code.files[index]);

  it("lists each route's code beyond the app's: its screen, extras and features with their static imports, no texts", () => {
    expect(filesOf('home')).toEqual(['/assets/browse.js']);
    expect(filesOf('filmVideo')).toEqual(expect.arrayContaining(['/assets/film.js', '/assets/player.js', '/assets/accounts.js', '/assets/community.js']));
    expect(filesOf('filmVideo')).not.toContain('/assets/shared.js');
    expect(code.files.filter((file) => file.includes('locale') || file.includes('main') || file.includes('admin') || file.includes('dialogs'))).toEqual([]);
    expect(new Set(code.files).size).toBe(code.files.length);
    expect(Object.keys(code.routes).sort()).toEqual(Object.keys(SCREEN_SOURCES).sort());
  });

  it('is a data block no text in it can close, and nothing without a build', () => {
    expect(block).toMatch(/^<script type="application\/json" id="route-code">[^<]*<\/script>$/);
    expect(routeCodeBlock(buildChunks(mkdtempSync(join(tmpdir(), 'no-build-'))))()).toBe('');
  });
});
