import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { categories, categoryTranslations, filmCategories, films, filmTranslations } from '../db/schema/catalog';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'builds'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <!--seo-head-->\n    <title>ShortDrama</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
  writeFileSync(join(dist, 'sw.js'), 'var SW_BUILD={"id":"b1"};');
  t = await createTestContext({ publicOrigin: 'https://drama.example', tagManagerId: 'GTM-TEST123' });
  await t.ctx.media.put('posters/1.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { contentType: 'image/svg+xml' });
  app = createApp(t.ctx, { distDir: dist });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values({ categoryId: cat!.id, lang: 'en', name: 'Romance' });
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 3 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(filmCategories).values({ filmId, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values([
    { filmId, lang: 'en', title: 'Love & <Lies>', synopsis: 'A "secret" marriage.' },
    { filmId, lang: 'de', title: 'Liebe und Lügen', synopsis: 'Eine geheime Ehe.' },
  ]);
});
afterAll(() => t.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('app shell', () => {
  it('serves every localized route with status 200 and its head tags', async () => {
    const res = await send(app, 'GET', `/de/short-play/episodes/romance/${filmId}.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const h = head(res.text);
    expect(res.text).toContain('<html lang="de">');
    expect(h).toMatch(/<title>[^<]*Liebe und Lügen[^<]*<\/title>/);
    expect(h).toContain(`<link rel="canonical" href="https://drama.example/de/short-play/episodes/romance/${filmId}.html">`);
    for (const lang of ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi', 'x-default']) expect(h).toContain(`hreflang="${lang}"`);
    expect(h).toContain('property="og:title"');
    expect(h).toContain('name="twitter:card"');
    expect(h).toContain('name="description"');
    expect(h.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes data written into the head', async () => {
    const res = await send(app, 'GET', `/short-play/episodes/romance/${filmId}.html`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Love &amp; &lt;Lies&gt;');
    expect(res.text).not.toContain('<Lies>');
  });

  it('serves home and static pages in each language', async () => {
    for (const path of ['/', '/index.html', '/fr', '/terms.html', '/hi/policy.html', '/sw/ranking-page.html']) {
      const res = await send(app, 'GET', path);
      expect(res.status, path).toBe(200);
    }
  });

  it('answers unknown paths and unknown data with the shell and status 404', async () => {
    for (const path of ['/no-such-page.html', '/de/nope', '/short-play/episodes/romance/999999.html', '/playlet/abc/plots.html', '/s/unknown1']) {
      const res = await send(app, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('name="robots" content="noindex"');
    }
    expect((await send(app, 'GET', '/de/nope')).text).toContain('<html lang="de">');
  });

  it('never writes the tag manager into the page: the browser loads it after the visitor consents', async () => {
    const res = await send(app, 'GET', '/');
    expect(res.text).not.toContain('googletagmanager');
    // The CSP still lets the consented tag manager load.
    expect(res.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
  });

  it('sends security headers', async () => {
    const res = await send(app, 'GET', '/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('keeps API paths as JSON envelopes', async () => {
    const res = await send(app, 'GET', '/api/nope');
    expect(res.body).toEqual({ code: 404, msg: 'request.not_found', data: null });
  });

  it('redirects /en/... to the unprefixed path', async () => {
    const res = await send(app, 'GET', '/en/terms.html?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://drama.example/terms.html?x=1');
  });
});

describe('files', () => {
  it('caches hashed assets for a year, never builds, and media for a week', async () => {
    const asset = await send(app, 'GET', '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const build = await send(app, 'GET', '/builds/latest.json');
    expect(build.status).toBe(200);
    expect(build.headers.get('cache-control')).toBe('no-cache');
    const poster = await send(app, 'GET', '/media/posters/1.svg');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('cache-control')).toBe('public, max-age=604800, no-transform');
    const escape = await send(app, 'GET', '/media/..%2f..%2fpackage.json');
    expect(escape.status).toBe(404);
    expect(escape.text).not.toContain('"dependencies"');
  });

  it('serves the service worker from the root as JavaScript, always revalidated, with the page CSP that lets it fetch the site', async () => {
    const worker = await send(app, 'GET', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.text).toContain('SW_BUILD');
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    // A worker runs under its own script's CSP: it fetches the site itself (connect-src 'self') and nothing else.
    expect(worker.headers.get('content-security-policy')).toMatch(/connect-src 'self'/);
  });

  it('serves sitemap.xml with alternates and robots.txt', async () => {
    const sitemap = await send(app, 'GET', '/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.text).toContain(`<loc>https://drama.example/short-play/episodes/romance/${filmId}.html</loc>`);
    expect(sitemap.text).toContain(`hreflang="ru" href="https://drama.example/ru/short-play/episodes/romance/${filmId}.html"`);
    expect(sitemap.text).toContain('<loc>https://drama.example/short-play/romance/1.html</loc>');
    const robots = await send(app, 'GET', '/robots.txt');
    expect(robots.text).toContain('Sitemap: https://drama.example/sitemap.xml');
    expect(robots.text).toContain('Disallow: /api/');
  });

  it('compresses large text answers', async () => {
    const res = await send(app, 'GET', '/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
