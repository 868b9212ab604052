import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_RESPONSES_ELEMENT_ID } from '../../contract/preloaded-responses';
import { createApp } from '../app';
import { categories, categoryTranslations, filmCategories, films, filmTranslations } from '../db/schema/catalog';
import { comments } from '../db/schema/engagement';
import { users } from '../db/schema/users';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { escapeHtml } from './escape-html';
import { sourceRenderer } from './source-renderer.test-support';

// Replacement patterns of String.replace, and what closes or opens markup inside the head and the JSON block.
const PAYLOAD = "A $& B $` C $' D $1 $$ E </script><script>alert(1)</script> F <!-- G --> H </title>";

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
let commentId: number;

beforeAll(async () => {
  // The real index.html: its `<!--seo-head-->`, `<title>` and app outlet are what the server splices.
  const dist = mkdtempSync(join(tmpdir(), 'head-injection-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8'));
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx, { distDir: dist, renderer: await sourceRenderer() });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values({ categoryId: cat!.id, lang: 'en', name: `Cat ${PAYLOAD}`, description: `About ${PAYLOAD}` });
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 3, featured: 1 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(filmCategories).values({ filmId, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values({ filmId, lang: 'en', title: `Film ${PAYLOAD}`, synopsis: `Plot ${PAYLOAD}` });
  const [user] = await t.ctx.db
    .insert(users)
    .values({ email: 'a@example.com', username: `User ${PAYLOAD}` })
    .returning();
  const [comment] = await t.ctx.db
    .insert(comments)
    .values({ filmId, userId: user!.id, content: `Comment ${PAYLOAD}` })
    .returning();
  commentId = comment!.id;
});
afterAll(() => t.close());

const count = (text: string, part: string) => text.split(part).length - 1;

// A route waits for its data at most ROUTE_DATA_WAIT_MS (route-warmup.ts); a first request warms the caches so a loaded machine
// still answers within it.
const page = async (path: string) => {
  await send(app, 'GET', path);
  return send(app, 'GET', path);
};

/** The page is the template once, with every head tag inside the head and the texts escaped there. */
function expectIntact(html: string, texts: readonly string[]): void {
  for (const part of ['<!doctype html>', '<head>', '</head>', '<body>', '</body>', '<div id="root"', '</html>']) expect(count(html, part), part).toBe(1);
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const body = html.slice(html.indexOf('</head>'));
  expect(count(head, '<title>')).toBe(1);
  expect(head).toContain('<link rel="canonical" href="https://drama.example/');
  for (const tag of ['property="og:title"', 'property="og:description"', 'property="og:url"', 'name="twitter:title"']) expect(head, tag).toContain(tag);
  expect(body).not.toMatch(/rel="canonical"|property="og:|name="twitter:|<title>/);
  for (const text of texts) expect(head, text).toContain(escapeHtml(text));
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain(PAYLOAD);
}

/** The preloaded answers block: no `<` at all inside it, and the JSON gives back the exact texts. */
function expectPreloadedIntact(html: string, texts: readonly string[]): void {
  const open = `<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">`;
  expect(count(html, open)).toBe(1);
  const json = html.slice(html.indexOf(open) + open.length, html.indexOf('</script>', html.indexOf(open)));
  expect(json).not.toContain('<');
  const decoded = JSON.stringify(JSON.parse(json));
  for (const text of texts) expect(decoded).toContain(JSON.stringify(text).slice(1, -1));
}

describe('texts with replacement patterns and markup reach the page intact', () => {
  it('a film page (title, synopsis, rendered page, preloaded answers)', async () => {
    const res = await page(`/short-play/episodes/romance/${filmId}.html`);
    expect(res.status).toBe(200);
    expectIntact(res.text, [`Film ${PAYLOAD}`, `Plot ${PAYLOAD}`]);
    expectPreloadedIntact(res.text, [`Film ${PAYLOAD}`, `Plot ${PAYLOAD}`]);
    expect(res.text).toContain('<div id="root" data-ssr="">');
  });

  it('a comment page (comment text as description)', async () => {
    const res = await page(`/short-play/comments/romance/${filmId}/${commentId}.html`);
    expect(res.status).toBe(200);
    expectIntact(res.text, [`Comment ${PAYLOAD}`]);
    expectPreloadedIntact(res.text, [`Comment ${PAYLOAD}`]);
  });

  it('a category page (name and description)', async () => {
    const res = await page('/short-play/romance/1.html');
    expect(res.status).toBe(200);
    expectIntact(res.text, [`Cat ${PAYLOAD}`, `About ${PAYLOAD}`]);
    expectPreloadedIntact(res.text, [`Cat ${PAYLOAD}`]);
  });

  it('the home page (featured film in the page and the answers)', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expectIntact(res.text, []);
    expectPreloadedIntact(res.text, [`Film ${PAYLOAD}`]);
  });
});
