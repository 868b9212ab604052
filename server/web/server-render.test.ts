import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { categories, categoryTranslations, episodes, filmCategories, films, filmTranslations } from '../db/schema/catalog';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { PAGE_REVALIDATE_MS, PAGE_TTL_MS } from './rendered-page.cache';
import { sourceRenderer } from './source-renderer.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;
/** How many times the app's renderer rendered a page. */
let renders = 0;
let filmId: number;
/** An episode of a drama free for anyone (number 1), and one locked for a new visitor (past FREE_EPISODES). */
let freeEpisode: { filmId: number; videoId: number };
let lockedEpisode: { filmId: number; videoId: number };

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'server-render-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8'));
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  const renderer = await sourceRenderer();
  app = createApp(t.ctx, { distDir: dist, renderer: { ...renderer, renderPage: (request) => (renders++, renderer.renderPage(request)) } });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values([
    { categoryId: cat!.id, lang: 'en', name: 'Romance', description: 'Love' },
    { categoryId: cat!.id, lang: 'fr', name: 'Romance FR', description: 'Amour' },
  ]);
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 3, featured: 1 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(filmCategories).values({ filmId, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values([
    { filmId, lang: 'en', title: 'The English Title', synopsis: 'An English synopsis.' },
    { filmId, lang: 'fr', title: 'Le Titre Français', synopsis: 'Un synopsis en français.' },
  ]);
  const [series] = await t.ctx.db.insert(films).values({ posterPath: 'posters/2.svg', episodeCount: 12 }).returning();
  await t.ctx.db.insert(filmTranslations).values({ filmId: series!.id, lang: 'en', title: 'Twelve Nights', synopsis: 'A long series.' });
  const [free, locked] = await t.ctx.db
    .insert(episodes)
    .values(
      [1, t.ctx.config.freeEpisodes + 1].map((episodeNum) => ({
        filmId: series!.id,
        episodeNum,
        durationSeconds: 60,
        videoPath: 'clips/1.mp4',
        posterPath: 'posters/2.svg',
      })),
    )
    .returning();
  freeEpisode = { filmId: series!.id, videoId: free!.id };
  lockedEpisode = { filmId: series!.id, videoId: locked!.id };
});
afterAll(() => t.close());

// A part of the tree that fails on the server is rendered by the browser instead; that must never happen silently.
const renderErrors = vi.spyOn(console, 'error');
afterEach(() => {
  expect(renderErrors.mock.calls.filter((call) => call[0] === 'Server render failed').map((call) => String(call[1]))).toEqual([]);
  renderErrors.mockClear();
});

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root" data-ssr=""'));

describe('server rendering of the SPA tree', () => {
  it('renders the film page with its heading and synopsis in the request language, and its answers for hydration', async () => {
    const res = await send(app, 'GET', `/fr/short-play/episodes/romance/${filmId}.html`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr">');
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*>Le Titre Français<\/h1>/);
    expect(root).toContain('Un synopsis en français.');
    expect(res.text).toContain(`"/api/films/detail/${filmId}"`);
  });

  it('renders the home, film and episode pages without the error messages (loaded on demand), nor their code preloaded', async () => {
    for (const path of ['/fr/', `/fr/short-play/episodes/romance/${filmId}.html`, `/fr/playlet/${freeEpisode.filmId}/videos/${freeEpisode.videoId}.html`]) {
      const res = await send(app, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root" data-ssr="">');
      expect(res.text, path).not.toMatch(/site-errors/);
    }
  });

  it('renders the home page with its featured drama in the request language', async () => {
    const res = await send(app, 'GET', '/fr/');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toContain('Le Titre Français');
  });

  it('keeps a tap that lands before the app took over, with the response nonce (replayed once hydrated)', async () => {
    const res = await send(app, 'GET', `/fr/short-play/episodes/romance/${filmId}.html`);
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(`<script nonce="${nonce}">`);
    expect(head).toContain("attributeFilter:['data-app-ready']");
  });

  it('answers the next visitor from the page just rendered, with a nonce of its own; a write through the API drops it', async () => {
    const path = `/short-play/episodes/romance/${filmId}.html`;
    const nonceOf = (res: { headers: Headers }) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const first = await send(app, 'GET', path);
    const second = await send(app, 'GET', path);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.text).toContain(`<script nonce="${nonceOf(second)}">`);
    expect(second.text).not.toContain(nonceOf(first));
    const withoutNonce = (res: typeof first) => rootOf(res.text).replaceAll(nonceOf(res)!, 'NONCE');
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(t.ctx.parts.pages.size).toBeGreaterThan(0);
    // A refused write changes nothing; an accepted one (here a sign-up code request) drops every rendered page.
    expect((await send(app, 'POST', '/api/users/logout')).status).toBeGreaterThanOrEqual(400);
    expect(t.ctx.parts.pages.size).toBeGreaterThan(0);
    const accepted = await send(app, 'POST', '/api/users/send_verification_code', { json: { email: 'pagecache@example.com', purpose: 'register' } });
    expect(accepted.status).toBe(200);
    expect(t.ctx.parts.pages.size).toBe(0);
  });

  it('answers in gzip when the request accepts it, first render and cached alike, its nonce written in; HEAD and identity too', async () => {
    const path = `/fr/short-play/episodes/romance/${filmId}.html?from=gzip`;
    const raw = async (method: string, acceptEncoding?: string) => {
      const res = await app.request(
        path,
        { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      return { res, bytes: Buffer.from(await res.arrayBuffer()), nonce };
    };
    t.ctx.parts.pages.clear();
    const answers = [await raw('GET', 'gzip, deflate, br'), await raw('GET', 'gzip, deflate, br')];
    const identity = await raw('GET');
    for (const { res, bytes, nonce } of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      const html = gunzipSync(bytes).toString('utf8');
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).not.toContain('__page_nonce__');
      expect(html.replaceAll(nonce!, 'N')).toBe(identity.bytes.toString('utf8').replaceAll(identity.nonce!, 'N'));
    }
    expect(identity.res.headers.get('content-encoding')).toBeNull();
    expect(identity.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(identity.res.headers.get('content-length'))).toBe(identity.bytes.length);
    // gzip;q=0 refuses gzip, and deflate is not offered instead: the page's bytes as they are.
    const refused = await raw('GET', 'gzip;q=0, deflate');
    expect(refused.res.headers.get('content-encoding')).toBeNull();
    expect(refused.bytes.toString('utf8')).toContain(`<script nonce="${refused.nonce}">`);
    const head = await raw('HEAD', 'gzip');
    expect(head.res.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(head.res.headers.get('content-length'))).toBe(answers[1]!.bytes.length);
    const notFound = await app.request(
      '/fr/no-such-page.html?gz',
      { headers: { 'accept-encoding': 'gzip' } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(notFound.status).toBe(404);
    expect(gunzipSync(Buffer.from(await notFound.arrayBuffer())).toString()).toContain('Page introuvable');
  });

  it('answers a page past its TTL at once while a new render replaces it; after a write the visitor waits for the new one', async () => {
    const path = `/short-play/episodes/romance/${filmId}.html`;
    const retitle = async (title: string) => {
      await t.ctx.db
        .update(filmTranslations)
        .set({ title })
        .where(and(eq(filmTranslations.filmId, filmId), eq(filmTranslations.lang, 'en')));
      // The API's own caches go (as a change notice would make them), the rendered pages stay.
      t.ctx.parts.catalogCaches.clear();
      t.ctx.parts.answers.clear();
    };
    const clock = vi.spyOn(Date, 'now');
    const realNow = clock.getMockImplementation() ?? (() => new Date().getTime());
    const at = (ms: number) => clock.mockImplementation(() => realNow() + ms);
    try {
      t.ctx.parts.pages.clear();
      expect((await send(app, 'GET', path)).text).toContain('The English Title');
      await retitle('The Retitled Drama');
      at(PAGE_TTL_MS + 1_000);
      const before = renders;
      // Past its TTL: the kept page goes out at once, and a new render starts.
      const stale = await send(app, 'GET', path);
      expect(stale.status).toBe(200);
      expect(stale.text).toContain('The English Title');
      await vi.waitFor(() => expect(renders).toBe(before + 1));
      await vi.waitFor(async () => expect((await send(app, 'GET', path)).text).toContain('The Retitled Drama'));
      expect(renders).toBe(before + 1);
      // A write drops the pages: the next visitor waits for a render rather than get the page from before it.
      await retitle('The English Title');
      t.ctx.parts.pages.clear();
      expect((await send(app, 'GET', path)).text).toContain('The English Title');
      // Long past the revalidation window: rendered anew before answering.
      await retitle('The Retitled Drama');
      at(2 * PAGE_TTL_MS + PAGE_REVALIDATE_MS + 60_000);
      expect((await send(app, 'GET', path)).text).toContain('The Retitled Drama');
    } finally {
      clock.mockRestore();
      await retitle('The English Title');
      t.ctx.parts.pages.clear();
    }
  });

  it('renders a page once for the requests that ask for it while it is being rendered, each answer with its own nonce', async () => {
    t.ctx.parts.pages.clear();
    const before = renders;
    const path = `/short-play/episodes/romance/${filmId}.html?at=once`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(app, 'GET', path)));
    expect(renders - before).toBe(1);
    const nonces = answers.map((res) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]);
    expect(new Set(nonces).size).toBe(8);
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<script nonce="${nonces[i]}">`);
    });
  });

  it('renders two requests in two languages at once without either leaking into the other', async () => {
    const paths = Array.from({ length: 6 }, (_, i) =>
      i % 2 === 0 ? `/short-play/episodes/romance/${filmId}.html` : `/fr/short-play/episodes/romance/${filmId}.html`,
    );
    const pages = await Promise.all(paths.map((path) => send(app, 'GET', path)));
    pages.forEach((page, i) => {
      const root = rootOf(page.text);
      const [mine, other] = i % 2 === 0 ? ['The English Title', 'Le Titre Français'] : ['Le Titre Français', 'The English Title'];
      expect(root).toContain(mine);
      expect(root).not.toContain(other);
      expect(page.text).toContain(i % 2 === 0 ? '<html lang="en">' : '<html lang="fr">');
      expect(root).toContain(i % 2 === 0 ? 'Search dramas' : 'Rechercher des dramas');
    });
  });

  it.each([
    ['free', () => freeEpisode],
    ['locked', () => lockedEpisode],
  ])('renders a %s episode page quietly: the play and the visitor (writes) are left to the browser, at once and unlogged', async (_, episode) => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timers = pendingLongTimers();
    try {
      const { filmId: film, videoId } = episode();
      const res = await send(app, 'GET', `/playlet/${film}/videos/${videoId}.html`);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Before, the play waited for the render client's 5 s timeout, then logged and asked the permission again.
      expect(timers.pending()).toBe(0);
      expect(warnings.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
    } finally {
      timers.restore();
      warnings.mockRestore();
    }
  });

  it('answers an unknown page with the 404 screen and status 404', async () => {
    const res = await send(app, 'GET', '/fr/no-such-page.html');
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toMatch(/<h1[^>]*><span class="visually-hidden">404<!-- --> <\/span>Page introuvable<\/h1>/);
    const missingFilm = await send(app, 'GET', '/short-play/episodes/romance/999999.html');
    expect(missingFilm.status).toBe(404);
  });

  it('renders the same public page for a signed-in visitor (no session cookie is read)', async () => {
    const anonymous = await send(app, 'GET', `/short-play/episodes/romance/${filmId}.html`);
    const member = await send(app, 'GET', `/short-play/episodes/romance/${filmId}.html`, { headers: { cookie: 'user_state=%7B%22token%22%3A%22abc%22%7D' } });
    const strip = (html: string) => rootOf(html).replace(/nonce="[^"]*"/g, '');
    expect(strip(member.text)).toBe(strip(anonymous.text));
  });
});

/** Timers of a second or more set from now on that have neither run nor been cleared (a request's timeout...). */
function pendingLongTimers() {
  const pending = new Set<unknown>();
  const [realSet, realClear] = [globalThis.setTimeout, globalThis.clearTimeout];
  const setTimer = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms = 0) => {
    const id = realSet(() => {
      pending.delete(id);
      handler();
    }, ms);
    // The render's own timers only: PostgreSQL's pool keeps an idle timer per client it gets back.
    if (ms >= 1000 && !/node_modules[\\/]pg(-pool)?[\\/]/.test(new Error().stack ?? '')) pending.add(id);
    return id;
  }) as typeof setTimeout);
  const clearTimer = vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((id?: NodeJS.Timeout) => {
    pending.delete(id);
    realClear(id);
  }) as typeof clearTimeout);
  return {
    pending: () => pending.size,
    restore: () => {
      setTimer.mockRestore();
      clearTimer.mockRestore();
    },
  };
}
