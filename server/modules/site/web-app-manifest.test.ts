import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { APP_BACKGROUND } from './web-app-manifest';

let t: TestContext;
let app: ReturnType<typeof createApp>;
const dist = mkdtempSync(join(tmpdir(), 'manifest-dist-'));

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <!--seo-head-->\n  </head>\n  <body><div id="root"></div></body>\n</html>',
  );
  writeFileSync(join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx, { distDir: dist });
});
afterAll(() => t.close());

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

describe('the web app manifest', () => {
  it.each([
    ['en', '/', 'ShortDrama: Watch short dramas online', ['Home', 'Search', 'Continue watching'], ['/', '/short-play-search.html']],
    ['ru', '/ru', 'ShortDrama: Смотреть короткие дорамы онлайн', ['Главная', 'Поиск', 'Продолжить просмотр'], ['/ru', '/ru/short-play-search.html']],
  ])('in %s: names, start page and shortcuts in that language', async (lang, startUrl, name, shortcutNames, shortcutUrls) => {
    const res = await send(app, 'GET', `/manifests/${lang}.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const manifest = JSON.parse(res.text) as Manifest;
    expect(manifest).toMatchObject({
      id: '/',
      name,
      short_name: 'ShortDrama',
      lang,
      start_url: startUrl,
      scope: '/',
      display: 'standalone',
      theme_color: APP_BACKGROUND,
      background_color: APP_BACKGROUND,
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(manifest.icons.every((icon) => icon.type === 'image/png' && icon.src.startsWith('/'))).toBe(true);
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(shortcutNames);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url).slice(0, 2)).toEqual(shortcutUrls);
    expect(manifest.shortcuts[2]!.url).toBe(`${lang === 'en' ? '' : `/${lang}`}/personal/collection.html#watch-history-title`);
  });

  it('is linked from every page in its language', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/ru/ranking-page.html', 'ru'],
      ['/de/no-such-page.html', 'de'],
    ] as const) {
      const res = await send(app, 'GET', path);
      expect(res.text.slice(0, res.text.indexOf('</head>'))).toContain(`<link rel="manifest" href="/manifests/${lang}.webmanifest">`);
    }
  });

  it('is allowed by the pages’ content security policy (manifest-src falls back to default-src self)', async () => {
    const csp = (await send(app, 'GET', '/ru/ranking-page.html')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('manifest-src') ?? directive('default-src')).toMatch(/'self'/);
  });

  it('has no manifest for a language the site does not have', async () => {
    expect((await send(app, 'GET', '/manifests/xx.webmanifest')).status).toBe(404);
    expect((await send(app, 'GET', '/manifests/ru.json')).status).toBe(404);
  });
});
