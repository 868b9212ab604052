import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOfPayloadPath, pagePayloadPath, PRELOADED_RESPONSES_ELEMENT_ID } from '../../contract/preloaded-responses';
import { createApp } from '../app';
import { categories, categoryTranslations, episodes, filmCategories, films, filmTranslations } from '../db/schema/catalog';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { sourceRenderer } from './source-renderer.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
let videoId: number;
const dist = mkdtempSync(join(tmpdir(), 'payload-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<!--seo-head-->\n<title>ShortDrama</title>\n</head>\n<body><div id="root"></div></body>\n</html>',
  );
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx, { distDir: dist, renderer: await sourceRenderer() });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values([
    { categoryId: cat!.id, lang: 'en', name: 'Romance' },
    { categoryId: cat!.id, lang: 'de', name: 'Romantik' },
  ]);
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 2, featured: 1 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(filmCategories).values({ filmId, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values([
    { filmId, lang: 'en', title: 'Love & Lies', synopsis: 'A secret marriage.' },
    { filmId, lang: 'de', title: 'Liebe und Lügen', synopsis: 'Eine geheime Ehe.' },
    { filmId, lang: 'hi', title: 'प्यार और झूठ', synopsis: 'एक गुप्त विवाह।' },
  ]);
  const [episode] = await t.ctx.db
    .insert(episodes)
    .values({ filmId, episodeNum: 1, durationSeconds: 60, videoPath: 'clips/1.mp4', posterPath: 'posters/1.svg' })
    .returning();
  videoId = episode!.id;
});
afterAll(() => t.close());

/** The answers a page's HTML carries. */
const inHtml = (html: string): Record<string, unknown> => {
  const match = new RegExp(`<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : {};
};

describe('payload paths', () => {
  it.each([
    ['/', '/_payload.json'],
    ['/de/', '/de/_payload.json'],
    ['/playlet/3/videos/7.html', '/playlet/3/videos/7.html/_payload.json'],
    ['/pt/ranking-page.html?x=1#top', '/pt/ranking-page.html/_payload.json'],
    ['//evil.example/x', null],
    ['https://evil.example/', null],
    ['evil.example/', null],
    ['/\\evil.example', null],
    ['/a//b', null],
    ['/de/\u0000', null],
  ])('%s -> %s', (page, payload) => {
    expect(pagePayloadPath(page)).toBe(payload);
    if (payload) expect(pageOfPayloadPath(payload)).toBe(page.split(/[?#]/)[0]);
  });
});

describe('GET {page}/_payload.json', () => {
  it.each([
    ['en', ''],
    ['de', '/de'],
    ['hi', '/hi'],
  ])('answers the same data as the %s page preloads, in one envelope', async (lang, prefix) => {
    for (const page of [`${prefix}/`, `${prefix}/short-play/episodes/romance/${filmId}.html`, `${prefix}/playlet/${filmId}/videos/${videoId}.html`]) {
      const html = await send(app, 'GET', page);
      const payload = await send(app, 'GET', pagePayloadPath(page)!);
      expect(payload.status, page).toBe(200);
      expect(payload.body.code).toBe(0);
      expect(payload.headers.get('cache-control')).toContain('public');
      const answers = payload.body.data as Record<string, { data: unknown }>;
      expect(answers, page).toEqual(inHtml(html.text));
      expect(Object.keys(answers).length, page).toBeGreaterThanOrEqual(3);
      if (page.includes('/episodes/'))
        expect(answers[`/api/films/detail/${filmId}`]).toMatchObject({
          data: { title: lang === 'en' ? 'Love & Lies' : lang === 'de' ? 'Liebe und Lügen' : 'प्यार और झूठ' },
        });
    }
  });

  it('is the same anonymous answer for a member: no session is passed on to the page calls', async () => {
    const cookie = `user_state=${encodeURIComponent(JSON.stringify({ token: 'a'.repeat(32) }))}`;
    const page = `/short-play/episodes/romance/${filmId}.html`;
    const anonymous = await send(app, 'GET', pagePayloadPath(page)!);
    const member = await send(app, 'GET', pagePayloadPath(page)!, { headers: { cookie, authorization: `Bearer ${'a'.repeat(32)}` } });
    expect(member.body).toEqual(anonymous.body);
    expect(member.body.data[`/api/films/detail/${filmId}`]).toBeDefined();
  });

  it.each([
    ['/no-such-page.html/_payload.json', 404, 'page.not_found'],
    [`/short-play/episodes/romance/999999.html/_payload.json`, 404, 'page.not_found'],
    ['/playlet/abc/videos/1.html/_payload.json', 404, 'page.not_found'],
    ['/a//b/_payload.json', 400, 'validation.page_path'],
  ])('%s -> %i %s', async (path, status, msgKey) => {
    const res = await send(app, 'GET', path);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ msg: msgKey });
  });

  it('ignores a spoofed Host: the answers name the configured site', async () => {
    const res = await send(app, 'GET', '/_payload.json', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });

  it('is kept with the rendered pages: a second ask is the kept answer, until the pages go', async () => {
    const renderer = await sourceRenderer();
    let renders = 0;
    const counting = { ...renderer, pageAnswers: (request: Parameters<typeof renderer.pageAnswers>[0]) => (renders++, renderer.pageAnswers(request)) };
    const counted = createApp(t.ctx, { distDir: dist, renderer: counting });
    const page = `/de/short-play/episodes/romance/${filmId}.html`;
    t.ctx.parts.pages.clear();
    const first = await send(counted, 'GET', pagePayloadPath(page)!);
    const second = await send(counted, 'GET', pagePayloadPath(page)!);
    expect(renders).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.headers.get('cache-control')).toContain('public');
    expect(second.body).toEqual(first.body);
    // Whatever drops the rendered pages (a write through the API, another process's change notice) drops the payloads.
    t.ctx.parts.pages.clear();
    await send(counted, 'GET', pagePayloadPath(page)!);
    expect(renders).toBe(2);
    // Each page its own payload.
    await send(counted, 'GET', pagePayloadPath(`/short-play/episodes/romance/${filmId}.html`)!);
    expect(renders).toBe(3);
  });
});
