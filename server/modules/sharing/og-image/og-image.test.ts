import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { films, filmTranslations } from '../../../db/schema/catalog';
import { createTestContext, type TestContext } from '../../../test-context';
import { send } from '../../../test-request';
import { layoutTitle } from './og-image.renderer';
import { OgImages } from './og-image.service';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
const dataDir = mkdtempSync(join(tmpdir(), 'og-images-'));

beforeAll(async () => {
  t = await createTestContext({ publicOrigin: 'https://drama.example', dataDir });
  app = createApp(t.ctx);
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 3 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(filmTranslations).values([
    { filmId, lang: 'en', title: 'The Billionaire’s Secret Bride', synopsis: 'A secret marriage.' },
    { filmId, lang: 'ru', title: 'Тайная невеста миллиардера', synopsis: 'Тайный брак.' },
    { filmId, lang: 'hi', title: 'अरबपति की गुप्त दुल्हन', synopsis: 'एक गुप्त विवाह।' },
  ]);
});
afterAll(() => t.close());

async function insertTitledFilms(count: number): Promise<number[]> {
  const rows = await t.ctx.db
    .insert(films)
    .values(Array.from({ length: count }, () => ({ posterPath: 'posters/1.jpg', episodeCount: 1 })))
    .returning();
  await t.ctx.db.insert(filmTranslations).values(rows.map((r) => ({ filmId: r.id, lang: 'en', title: `Card ${r.id}`, synopsis: 'x' })));
  return rows.map((r) => r.id);
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Buffer.from(bytes.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function ogImageOf(path: string): Promise<string> {
  const page = await send(app, 'GET', path);
  const url = /<meta property="og:image" content="([^"]+)"/.exec(page.text)?.[1];
  expect(url, `og:image of ${path}`).toBeDefined();
  return url!.replaceAll('&amp;', '&');
}

async function fetchPng(url: string) {
  const res = await app.request(new URL(url).pathname + new URL(url).search);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('Open Graph images of dramas', () => {
  it('is a 1200x630 PNG with the title in the page language, cached for a year', async () => {
    const seen = new Set<string>();
    for (const [lang, prefix] of [
      ['en', ''],
      ['ru', '/ru'],
      ['hi', '/hi'],
    ] as const) {
      const url = await ogImageOf(`${prefix}/playlet/${filmId}/plots.html`);
      expect(url).toMatch(new RegExp(`^https://drama\\.example/og/film/${lang}/${filmId}\\.png\\?v=[0-9a-f]{10}$`));
      const { res, bytes } = await fetchPng(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      seen.add(Buffer.from(bytes).toString('base64'));
    }
    // Each language shows its own title.
    expect(seen.size).toBe(3);
    // Episode pages of the drama share its card.
    expect(await ogImageOf(`/playlet/${filmId}/plots.html`)).toBe(await ogImageOf(`/short-play/episodes/drama/${filmId}.html`));
  });

  it('renders once and keeps the card on disk', async () => {
    const path = `/og/film/en/${filmId}.png`;
    const first = await app.request(path);
    const again = await app.request(path);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    const dir = join(dataDir, 'og-images');
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png')).length).toBeGreaterThanOrEqual(3);
  });

  it('renders a card once for parallel requests, and at most two cards at a time', async () => {
    let renders = 0;
    let running = 0;
    let most = 0;
    const render = async (svg: string) => {
      renders++;
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return Buffer.from(svg.slice(0, 16));
    };
    const images = new OgImages(t.ctx, mkdtempSync(join(tmpdir(), 'og-dedupe-')), render, 2);
    const same = await Promise.all(Array.from({ length: 8 }, () => images.film(filmId, 'ru')));
    expect(renders).toBe(1);
    expect(new Set(same.map((png) => png!.toString('hex'))).size).toBe(1);
    const others = await insertTitledFilms(5);
    await Promise.all(others.map((id) => images.film(id, 'en')));
    expect(renders).toBe(6);
    expect(most).toBe(2);
  });

  it('answers 404 for an unknown drama, language or file name', async () => {
    for (const path of ['/og/film/en/999999.png', '/og/film/xx/1.png', `/og/film/en/${filmId}.svg`, '/og/film/en/0.png', `/og/film/en/..%2F${filmId}.png`]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});

describe('layoutTitle', () => {
  // Every character 10 px wide, spaces 5 px.
  const measure = (word: string) => word.length * 10;
  it.each([
    [
      'Short title',
      200,
      3,
      [
        ['Short', 0, 0],
        ['title', 0, 55],
      ],
    ],
    [
      'one two three',
      80,
      3,
      [
        ['one', 0, 0],
        ['two', 0, 35],
        ['three', 1, 0],
      ],
    ],
    [
      'one two three four five',
      80,
      2,
      [
        ['one', 0, 0],
        ['two', 0, 35],
        ['three…', 1, 0],
      ],
    ],
    ['Supercalifragilistic', 100, 3, [['Supercalifragilistic', 0, 0]]],
  ] as const)('%s in %i px, %i lines', (title, width, lines, expected) => {
    expect(layoutTitle(title, measure, 5, width, lines).map((w) => [w.text, w.line, w.x])).toEqual(expected);
  });
});
