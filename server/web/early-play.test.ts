import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYS_VIDEO_ATTRIBUTE } from '../../contract/early-play';
import { createApp } from '../app';
import { categories, categoryTranslations, episodes, filmCategories, films, filmTranslations } from '../db/schema/catalog';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { sourceRenderer } from './source-renderer.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
let videoId: number;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'early-play-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8'));
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx, { distDir: dist, renderer: await sourceRenderer() });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values({ categoryId: cat!.id, lang: 'en', name: 'Romance' });
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 1, featured: 1 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(filmCategories).values({ filmId, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values({ filmId, lang: 'en', title: 'Love & Lies', synopsis: 'A secret marriage.' });
  const [episode] = await t.ctx.db.insert(episodes).values({ filmId, episodeNum: 1, durationSeconds: 60, videoPath: 'clips/1.mp4', posterPath: 'posters/1.svg' }).returning();
  videoId = episode!.id;
});
afterAll(() => t.close());

/** The CSP nonce the response allows inline scripts with. */
const cspNonce = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const EARLY_PLAY = /<script nonce="([^"]+)">document\.addEventListener\('click'[\s\S]*?<\/script>/;

describe('the early-play script (a tap on Play before the app is ready)', () => {
  it('is first in a video page\'s head, with the request\'s CSP nonce, next to a player whose Play buttons it knows', async () => {
    const res = await send(app, 'GET', `/playlet/${filmId}/videos/${videoId}.html`);
    expect(res.status).toBe(200);
    const script = EARLY_PLAY.exec(res.text);
    expect(script).not.toBeNull();
    const nonce = cspNonce(res.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(script![1]).toBe(nonce);
    // Before any stylesheet or other script: parsed at once, never held back.
    const head = res.text.slice(res.text.indexOf('<head>'), res.text.indexOf('</head>'));
    expect(head.indexOf(script![0])).toBeLessThan(head.search(/<link|<style|<script(?! nonce)/));
    expect(res.text).toMatch(new RegExp(`<video[^>]*${PLAYS_VIDEO_ATTRIBUTE}=""`));
    expect(res.text).toMatch(new RegExp(`<button[^>]*class="player__button player__button--main"[^>]*${PLAYS_VIDEO_ATTRIBUTE}=""`));
  });

  it('carries a fresh nonce on every request', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => send(app, 'GET', `/playlet/${filmId}/videos/${videoId}.html`)));
    expect(EARLY_PLAY.exec(a!.text)![1]).not.toBe(EARLY_PLAY.exec(b!.text)![1]);
  });

  it.each([['home', '/'], ['film', `/short-play/episodes/romance/FILM.html`], ['not found', '/no-such-page.html']])('is not in the %s page', async (_, path) => {
    const res = await send(app, 'GET', path.replace('FILM', String(filmId)));
    expect(res.text).toContain('<div id="root"');
    expect(res.text).not.toMatch(EARLY_PLAY);
    expect(res.text).not.toContain("hasAttribute('data-player-attached')");
  });
});
