import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeChunkLinks, SCREEN_SOURCES } from './route-chunks';

function distWith(manifest: Record<string, { file: string; imports?: string[] }>): string {
  const dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'src/composition/main.tsx': { file: 'assets/main.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/ui/browse/home.view.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
  'src/ui/engagement/film-video.screen.tsx': { file: 'assets/video.js', imports: ['_player.js'] },
  '_player.js': { file: 'assets/player.js' },
  'src/composition/modules/film.module.ts': { file: 'assets/film-module.js' },
  'src/composition/modules/film-route.warmup.ts': { file: 'assets/film-warmup.js' },
  'src/composition/modules/accounts.module.ts': { file: 'assets/accounts.js' },
  'src/composition/modules/community.module.ts': { file: 'assets/community.js' },
  'src/composition/modules/community-route.warmup.ts': { file: 'assets/community-warmup.js' },
  'src/composition/modules/admin.module.ts': { file: 'assets/admin-module.js' },
  'locales/fr/common.json': { file: 'assets/common-fr.js' },
  'locales/fr/admin.json': { file: 'assets/admin-fr.js' },
  'locales/fr/legal.json': { file: 'assets/legal-fr.js' },
  'locales/en/common.json': { file: 'assets/common-en.js' },
};
const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('routeChunkLinks', () => {
  const links = routeChunkLinks(distWith(manifest));

  it('preloads the app, the screen with its imports, each once, and the language texts of the page', () => {
    expect(hrefs(links('home', 'fr'))).toEqual(['/assets/main.js', '/assets/shared.js', '/assets/home.js', '/assets/common-fr.js']);
  });

  it('adds the features the route needs (the video page: film, accounts and the comments) and never the console', () => {
    const video = hrefs(links('filmVideo', 'fr'));
    expect(video).toEqual(expect.arrayContaining(['/assets/video.js', '/assets/player.js', '/assets/film-module.js', '/assets/accounts.js', '/assets/community.js']));
    expect(video.filter((href) => href?.includes('admin') || href?.includes('legal'))).toEqual([]);
  });

  it('preloads the 404 page with the app and its texts only, and nothing without a build', () => {
    expect(hrefs(links(null, 'en'))).toEqual(['/assets/main.js', '/assets/shared.js', '/assets/common-en.js']);
    expect(routeChunkLinks(mkdtempSync(join(tmpdir(), 'no-build-')))('home', 'en')).toBe('');
  });

  it('names the screen modules that route-screens.ts imports', () => {
    const screens = readFileSync(fileURLToPath(new URL('../../src/ui/app/route-screens.ts', import.meta.url)), 'utf8');
    for (const source of Object.values(SCREEN_SOURCES)) {
      const relative = source.replace('src/ui/', '../').replace(/\.tsx?$/, '');
      expect(screens, source).toContain(`import('${relative}')`);
    }
  });
});
