import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_RESPONSES_ELEMENT_ID } from '../../../contract/preloaded-responses';
import { createApp } from '../../app';
import { categories, categoryTranslations, filmCategories, films, filmTranslations } from '../../db/schema/catalog';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
const dist = mkdtempSync(join(tmpdir(), 'first-paint-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<!--seo-head-->\n<title>ShortDrama</title>\n</head>\n<body><div id="root"><!--first-paint--><div class="boot"></div><!--/first-paint--></div></body>\n</html>',
  );
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx, { distDir: dist });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values([
    { categoryId: cat!.id, lang: 'en', name: 'Romance' },
    { categoryId: cat!.id, lang: 'de', name: 'Romantik' },
  ]);
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 3, featured: 1 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(filmCategories).values({ filmId, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values([
    { filmId, lang: 'en', title: 'Love & <Lies>', synopsis: 'A "secret" marriage </script><script>alert(1)</script>' },
    { filmId, lang: 'de', title: 'Liebe und Lügen', synopsis: 'Eine geheime Ehe.' },
  ]);
});
afterAll(() => t.close());

const preloaded = (html: string): Record<string, { code: number; data: unknown }> => {
  const match = new RegExp(`<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : {};
};

describe('first paint of landing pages', () => {
  it('paints the home hero in the page language, preloads its poster and carries the first answers', async () => {
    const res = await send(app, 'GET', '/de/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root" data-first-paint="">');
    expect(res.text).toContain('<h2 class="hero__title">Liebe und Lügen</h2>');
    expect(res.text).toContain('3 Folgen');
    expect(res.text).not.toContain('class="boot"');
    expect(res.text.slice(0, res.text.indexOf('</head>'))).toContain('<link rel="preload" as="image" href="/media/posters/1.de.svg" fetchpriority="high">');
    const answers = preloaded(res.text);
    expect(Object.keys(answers).sort()).toEqual(['/api/config', '/api/films/featured?limit=5', '/api/films/page-seo-info?page_path=%2Fde%2F', '/api/films/recommendations?limit=12']);
    expect(answers['/api/films/featured?limit=5']).toMatchObject({ code: 0, data: [{ id: filmId, title: 'Liebe und Lügen' }] });
  });

  it('escapes film texts in the markup and in the JSON block', async () => {
    const res = await send(app, 'GET', `/short-play/episodes/romance/${filmId}.html`);
    expect(res.text).toContain('<h1 class="film-summary__title">Love &amp; &lt;Lies&gt;</h1>');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(preloaded(res.text)[`/api/films/detail/${filmId}`]).toMatchObject({ data: { synopsis: 'A "secret" marriage </script><script>alert(1)</script>' } });
  });

  it('leaves answers personalised for members to the SPA when the visitor has a session', async () => {
    const cookie = `user_state=${encodeURIComponent(JSON.stringify({ token: 'a'.repeat(32) }))}`;
    const res = await send(app, 'GET', `/short-play/episodes/romance/${filmId}.html`, { headers: { cookie } });
    const answers = preloaded(res.text);
    expect(answers[`/api/films/detail/${filmId}`]).toBeUndefined();
    expect(answers[`/api/films/episodes?film_id=${filmId}`]).toBeDefined();
    // Without the film's answer there is nothing to paint: the skeleton stays.
    expect(res.text).toContain('class="boot"');
  });

  it('keeps the skeleton and preloads nothing for an unknown film', async () => {
    const res = await send(app, 'GET', '/short-play/episodes/romance/999999.html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('class="boot"');
    expect(res.text).not.toContain(PRELOADED_RESPONSES_ELEMENT_ID);
  });
});
