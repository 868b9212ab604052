import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_GRANTED, encodeConsent, NONE_GRANTED } from '../../src/domain/consent/consent-choice';
import { createApp } from '../app';
import { categories, categoryTranslations, films, filmCategories, filmTranslations } from '../db/schema/catalog';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { sourceRenderer } from './source-renderer.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'privacy-banner-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8'));
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx, { distDir: dist, renderer: await sourceRenderer() });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values({ categoryId: cat!.id, lang: 'en', name: 'Romance' });
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 1, featured: 1 }).returning();
  await t.ctx.db.insert(filmCategories).values({ filmId: film!.id, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values({ filmId: film!.id, lang: 'en', title: 'Love & Lies', synopsis: 'A secret marriage.' });
});
afterAll(() => t.close());

const BANNER = /<section class="consent" role="dialog"[^>]*>[\s\S]*?Your privacy choices/;
const chosen = (grants: typeof ALL_GRANTED) => `consent=${encodeConsent({ grants, decidedAt: Date.now() })}`;

describe("the privacy-choices banner in the server's page", () => {
  it('is drawn for a visitor who has not chosen, in the page language', async () => {
    expect((await send(app, 'GET', '/')).text).toMatch(BANNER);
    expect((await send(app, 'GET', '/de/')).text).toMatch(/<section class="consent" role="dialog"/);
  });

  it.each([
    ['accepted', { cookie: chosen(ALL_GRANTED) }],
    ['refused', { cookie: chosen(NONE_GRANTED) }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('is left out for a visitor who has chosen (%s), the cached page of the others notwithstanding', async (_, headers) => {
    // The undecided visitors' page is in the page cache now; a visitor who chose gets a page of their own.
    expect((await send(app, 'GET', '/')).text).toMatch(BANNER);
    const res = await send(app, 'GET', '/', { headers });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"');
    expect(res.text).not.toMatch(/<section class="consent"/);
    expect((await send(app, 'GET', '/')).text).toMatch(BANNER);
  });

  it('treats an unreadable consent cookie as no choice', async () => {
    expect((await send(app, 'GET', '/', { headers: { cookie: 'consent=v999.a1.m1.junk' } })).text).toMatch(BANNER);
  });
});
