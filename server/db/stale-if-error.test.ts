import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { composeServer } from '../composition';
import type { ServerContext } from '../context';
import { STALE_HEADER } from '../http/stale-if-error';
import { withObservedAnswerCache } from '../ops/observed-answer-cache';
import { createTestContext, type TestContext } from '../test-context';
import { sourceRenderer } from '../web/source-renderer.test-support';
import { sourceShellDist } from '../web/rendered-site.test-support';
import { startChangeListener } from './change-listener';
import { connectDatabase, type DatabaseConnection } from './connect';
import { categories, categoryTranslations, episodes, filmCategories, films, filmTranslations } from './schema/catalog';
import type { StopListening } from './notice-listener';
import { TcpProxy } from './tcp-proxy.test-support';

/*
 * Stale-if-error (issue 30): while PostgreSQL is unreachable, a film page and the film's detail answer that were
 * cached before go out stale (marked) for the configured bound, then 503; once the database and its change notices
 * are back, the stale copies are gone and a write is seen within 1 s. The server runs as main.ts runs it: the
 * answer cache's front door, the change listener, all through a TCP proxy the test stops, so the PostgreSQL server
 * the rest of the suite uses is never disturbed.
 */

const STALE_MS = 4_000;
const BOUND_MS = 1_000;

describe.skipIf(!process.env.DATABASE_URL)('cached answers while PostgreSQL is down (skipped on PGlite: nothing to stop)', () => {
  let t: TestContext;
  let proxy: TcpProxy;
  let connection: DatabaseConnection;
  let ctx: ServerContext;
  let stopListening: StopListening;
  let server: ServerType;
  let base: string;
  let filmId: number;

  beforeAll(async () => {
    t = await createTestContext({ publicOrigin: 'https://drama.example', staleIfErrorMs: STALE_MS });
    const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
    await t.ctx.db.insert(categoryTranslations).values({ categoryId: cat!.id, lang: 'en', name: 'Romance' });
    const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 1, featured: 1 }).returning();
    filmId = film!.id;
    await t.ctx.db.insert(filmCategories).values({ filmId, categoryId: cat!.id });
    await t.ctx.db.insert(filmTranslations).values({ filmId, lang: 'en', title: 'Love & Lies', synopsis: 'A secret marriage.' });
    await t.ctx.db.insert(episodes).values({ filmId, episodeNum: 1, durationSeconds: 60, videoPath: 'clips/1.mp4', posterPath: 'posters/1.svg' });

    const direct = new URL(t.ctx.config.databaseUrl!);
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    connection = await connectDatabase({
      databaseUrl: proxied.toString(),
      dataDir: 'memory://',
      timeouts: { connectMs: 500, statementMs: 1500, idleInTransactionMs: 5000 },
    });
    ctx = composeServer({ ...t.ctx, db: connection.db });
    const app = createApp(ctx, { distDir: sourceShellDist(), renderer: await sourceRenderer() });
    stopListening = await startChangeListener(ctx, connection);
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(ctx) });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await stopListening?.();
    await connection?.close();
    await proxy?.stop();
    await t?.close();
  });

  const page = () => `${base}/short-play/episodes/romance/${filmId}.html`;
  const detail = () => `${base}/api/films/detail/${filmId}`;
  const get = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, stale: res.headers.get(STALE_HEADER), cacheControl: res.headers.get('cache-control'), text: await res.text() };
  };

  it('answers the page and the detail cached before the outage, marked stale, for the bound; then 503; fresh again once back', async () => {
    const freshPage = await get(page());
    const freshDetail = await get(detail());
    expect([freshPage.status, freshDetail.status]).toEqual([200, 200]);
    expect(freshPage.text).toContain('Love &amp; Lies');
    expect(freshPage.stale).toBeNull();
    expect(JSON.parse(freshDetail.text).data.title).toBe('Love & Lies');

    await proxy.stop();
    const stoppedAt = Date.now();
    try {
      // The listener notices the lost connection and drops every fresh answer: each request now tries the database.
      await expect.poll(() => ctx.parts.changes.listening, { timeout: 10_000 }).toBe(false);
      for (const [url, fresh] of [
        [page(), freshPage],
        [detail(), freshDetail],
      ] as const) {
        const stale = await get(url);
        expect(stale.status, url).toBe(200);
        expect(Number(stale.stale), url).toBeGreaterThanOrEqual(0);
        expect(stale.cacheControl, url).toBe('no-store');
        if (url === detail()) expect(stale.text).toBe(fresh.text);
        else expect(stale.text).toContain('Love &amp; Lies');
      }
      // Past the bound (counted from when the answers were made), the outage shows.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, STALE_MS + 200 - (Date.now() - stoppedAt))));
      expect((await get(page())).status).toBe(503);
      const late = await get(detail());
      expect(late.status).toBe(503);
      expect(JSON.parse(late.text).msg).toBe('server.unavailable');
    } finally {
      await proxy.restart();
    }

    await expect.poll(() => ctx.parts.changes.listening, { timeout: 15_000 }).toBe(true);
    // A write by another process (here: straight to the database) is seen within the bound, fresh, on both.
    await t.ctx.db.update(filmTranslations).set({ title: 'Love & Truth' }).where(eq(filmTranslations.filmId, filmId));
    const wrote = Date.now();
    await expect
      .poll(
        async () => {
          const [p, d] = await Promise.all([get(page()), get(detail())]);
          return p.text.includes('Love &amp; Truth') && JSON.parse(d.text).data.title === 'Love & Truth' && p.stale === null && d.stale === null;
        },
        { timeout: BOUND_MS, interval: 50 },
      )
      .toBe(true);
    expect(Date.now() - wrote).toBeLessThan(BOUND_MS + 500);
  });
});
