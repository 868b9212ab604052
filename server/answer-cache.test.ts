import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from './context';
import type { DatabaseConnection } from './db/connect';
import { films, filmTranslations } from './db/schema/catalog';
import { openTestContext, signedInUser, testApp } from './modules/catalog/catalog-test.harness';
import { browseRoutes } from './modules/browse/browse.routes';
import { filmRoutes } from './modules/film/film.routes';
import { searchRoutes } from './modules/search/search.routes';
import { siteRoutes } from './modules/site/site.routes';
import { insertCatalogFixture } from './modules/catalog/catalog.fixture';
import * as v from 'valibot';
import { defineCall } from '../contract/call';
import { AnswerCache, answerKey } from './http/answer-cache';
import { STALE_HEADER, staleIfError } from './http/stale-if-error';
import { withObservedAnswerCache } from './ops/observed-answer-cache';

let ctx: ServerContext;
let connection: DatabaseConnection;
let server: ServerType;
let base: string;
let filmId: number;

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  filmId = (await insertCatalogFixture(ctx)).filmIds[0]!;
  const app = testApp(ctx, [browseRoutes(ctx), searchRoutes(ctx), filmRoutes(ctx), siteRoutes(ctx)]);
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(ctx, ctx.parts.answers) });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await connection.close();
});

const favorites = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}/api/films/detail/${filmId}`, { headers: { 'accept-language': 'en', ...headers } });
  return { res, count: (await res.json()).data.favorite_count as number };
};
/** Changes the stored counter behind the caches' back, so only an eviction can show it. */
const bumpFavorites = () =>
  ctx.db
    .update(films)
    .set({ favoriteCount: sql`${films.favoriteCount} + 1` })
    .where(eq(films.id, filmId));

/** A call with two query parameters, for answers stored by hand. */
const pagedCall = defineCall({
  id: 'paged',
  method: 'GET',
  path: '/api/big',
  summary: 'test',
  tag: 'film',
  auth: 'none',
  query: v.object({ page: v.optional(v.string()), page_size: v.optional(v.string()) }),
  data: v.unknown(),
});

/** A call with a path parameter and no query. */
const itemCall = defineCall({ id: 'item', method: 'GET', path: '/api/item/:n', summary: 'test', tag: 'film', auth: 'none', data: v.unknown() });

describe('the answer cache in front of the app', () => {
  it('answers a repeated anonymous film page from memory, with the API headers, until the film is evicted', async () => {
    const first = await favorites();
    await bumpFavorites();
    const second = await favorites();
    expect(second.count).toBe(first.count);
    expect(second.res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.res.headers.get('content-type')).toBe('application/json');
    expect(second.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A hit keeps the caller's well-formed request id, as the app does, and each header goes out once.
    const traced = await fetch(`${base}/api/films/detail/${filmId}`, { headers: { 'x-request-id': 'lb-hit-12345' } });
    expect(traced.headers.get('x-request-id')).toBe('lb-hit-12345');
    expect(traced.headers.get('content-length')).toBe(String((await traced.arrayBuffer()).byteLength));
    expect(traced.headers.get('x-content-type-options')).toBe('nosniff');
    ctx.parts.catalogCaches.evictFilm(filmId);
    expect((await favorites()).count).toBe(first.count + 1);
  });

  it('never answers a request with a session from it', async () => {
    const before = (await favorites()).count;
    await bumpFavorites();
    // Only the data caches are dropped: the stored anonymous answer stays, a member's answer is computed afresh.
    ctx.parts.catalogCaches.details.clear();
    ctx.parts.catalogCaches.detailAnswers.clear();
    const member = await signedInUser(ctx, 'cache-reader');
    expect((await favorites({ authorization: `Bearer ${member.token}` })).count).toBe(before + 1);
    expect((await favorites()).count).toBe(before);
  });

  it('keeps a gzip variant of a large answer for clients that accept it, and leaves other schemes to the app', async () => {
    const cache = new AnswerCache(ctx.config);
    const big = JSON.stringify({ code: 0, msg: 'ok', data: 'x'.repeat(5000) });
    let answered = 0;
    const app = new Hono().get('/api/big', (c) => {
      answered++;
      cache.store(c, pagedCall, big, ['big'], 60_000);
      return c.body(big, 200, { 'content-type': 'application/json' });
    });
    const small = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(ctx, cache) });
    await new Promise((resolve) => small.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(small.address() as AddressInfo).port}/api/big`;
      await fetch(url).then((r) => r.text());
      const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
      expect(gzipped.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(gzipped.headers.get('x-frame-options')).toBe('DENY');
      expect(await gzipped.text()).toBe(big);
      expect(answered).toBe(1);
      await fetch(url, { headers: { 'accept-encoding': 'br' } }).then((r) => r.text());
      expect(answered).toBe(2);
      cache.evict('big');
      await fetch(url).then((r) => r.text());
      expect(answered).toBe(3);
    } finally {
      await new Promise((resolve) => small.close(resolve));
    }
  });
});

describe('search answers in the answer cache', () => {
  const search = async (keyword: string, extra = '') => {
    const res = await fetch(`${base}/api/films/search?keyword=${encodeURIComponent(keyword)}${extra}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    return (await res.json()).data as { total: number; items: { id: number; title: string; play_count: number }[] };
  };
  const bumpPlays = () =>
    ctx.db
      .update(films)
      .set({ playCount: sql`${films.playCount} + 1000` })
      .where(eq(films.id, filmId));

  it('keeps the relevance page until a film on it changes or the searcher does', async () => {
    const title = (
      await ctx.db
        .select({ title: filmTranslations.title })
        .from(filmTranslations)
        .where(and(eq(filmTranslations.filmId, filmId), eq(filmTranslations.lang, 'en')))
    )[0]!.title;
    // An answer made while the index was being built is not kept (the searcher changed under it).
    await ctx.parts.titleSearch.warm();
    const first = await search(title);
    const card = first.items.find((item) => item.id === filmId)!;
    expect(card).toBeDefined();
    await bumpPlays();
    ctx.parts.catalogCaches.cards.clear();
    // Served from memory: the counter moved behind the caches' back.
    expect((await search(title)).items.find((item) => item.id === filmId)!.play_count).toBe(card.play_count);
    // Another sort follows the counters: made each time.
    const bySort = await search(title, '&sort=hot');
    await bumpPlays();
    ctx.parts.catalogCaches.cards.clear();
    expect((await search(title, '&sort=hot')).items.find((item) => item.id === filmId)!.play_count).toBe(
      bySort.items.find((item) => item.id === filmId)!.play_count + 1000,
    );
    // A film on the page changed (its 'film' notice evicts it).
    ctx.parts.catalogCaches.evictFilm(filmId);
    expect((await search(title)).items.find((item) => item.id === filmId)!.play_count).toBe(card.play_count + 2000);
    // A title edit: once the searcher has it, the stored answer for the old words goes.
    const renamed = 'Zyxwvut Qponml';
    await ctx.db
      .update(filmTranslations)
      .set({ title: renamed })
      .where(and(eq(filmTranslations.filmId, filmId), eq(filmTranslations.lang, 'en')));
    const generation = ctx.parts.titleSearch.generation;
    ctx.parts.titleSearch.titlesChanged([filmId]);
    await ctx.parts.titleSearch.refresh();
    expect(ctx.parts.titleSearch.generation).toBeGreaterThan(generation);
    expect((await search(renamed)).items[0]?.id).toBe(filmId);
    expect((await search(title)).items.find((item) => item.id === filmId)?.title).not.toBe(title);
    await ctx.db
      .update(filmTranslations)
      .set({ title })
      .where(and(eq(filmTranslations.filmId, filmId), eq(filmTranslations.lang, 'en')));
    ctx.parts.titleSearch.titlesChanged([filmId]);
    await ctx.parts.titleSearch.refresh();
    ctx.parts.catalogCaches.evictFilm(filmId);
  });
});

describe('keys and bounds of the answer cache', () => {
  it.each([
    ['/api/big?page=2&page_size=10', 'en', 'en\n/api/big?page=2&page_size=10'],
    ['/api/big?page_size=10&page=2', 'en', 'en\n/api/big?page=2&page_size=10'],
    // The call refuses a parameter it does not know (400 validation.query): not the cache's to answer or store.
    ['/api/big?zzz=1&page=2&_=123&page_size=10&utm_source=x', 'en', undefined],
    ['/api/big?junk=%00%FF&a[]=1', 'de', undefined],
    ['/api/big?page=2&=1', 'en', undefined],
    ['/api/big', 'de', 'de\n/api/big?'],
    ['/api/big?page=1&page=2', 'en', undefined],
  ])('%s in %s -> %j', (url, lang, key) => {
    const [path, search = ''] = url.split('?');
    expect(answerKey(lang, path!, new URLSearchParams(search), new Set(['page', 'page_size']))).toBe(key);
  });

  it('junk query parameters are refused and add no entry; Accept-Language spellings are answered from the stored one', async () => {
    const cache = ctx.parts.answers;
    const first = await favorites();
    const before = cache.size;
    await bumpFavorites();
    const spellings = ['en', 'en-US,en;q=0.9', 'EN-gb', 'xx, en;q=0.5', '*', 'en;q=abc, en-AU'];
    for (let i = 0; i < 600; i++) {
      const junk = `?cb=${i}&utm_${i % 7}=${'x'.repeat(i % 50)}&id=${i}`;
      const refused = await fetch(`${base}/api/films/detail/${filmId}${junk}`, { headers: { 'accept-language': spellings[i % spellings.length]! } });
      expect(await refused.json()).toMatchObject({ code: 400, msg: 'validation.query' });
      const res = await fetch(`${base}/api/films/detail/${filmId}`, { headers: { 'accept-language': spellings[i % spellings.length]! } });
      // The stored answer (bumped counter not visible) proves the hit; no new key proves the normalisation.
      expect((await res.json()).data.favorite_count).toBe(first.count);
    }
    expect(cache.size).toBe(before);
    ctx.parts.catalogCaches.evictFilm(filmId);
  });

  it('keys each call on its own parameters: those another call knows are junk to it', async () => {
    const cache = new AnswerCache(ctx.config);
    let answered = 0;
    const app = new Hono()
      .get('/api/big', (c) => (cache.store(c, pagedCall, '{"list":1}', [], 60_000), c.text('{"list":1}')))
      .get('/api/item/:n', (c) => (answered++, cache.store(c, itemCall, '{"item":1}', [], 60_000), c.text('{"item":1}')));
    const small = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(ctx, cache) });
    await new Promise((resolve) => small.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
      await fetch(`${base}/api/big?page=1`).then((r) => r.text());
      for (let i = 0; i < 50; i++) await fetch(`${base}/api/item/7?page=${i}&page_size=${i}`).then((r) => r.text());
      // The item call knows no parameter: none of these is stored or answered from the cache.
      expect(cache.size).toBe(1);
      expect(answered).toBe(50);
      for (let i = 0; i < 5; i++) await fetch(`${base}/api/item/7`).then((r) => r.text());
      expect(cache.size).toBe(2);
      expect(answered).toBe(51);
      // A URL whose key was worked out (and remembered) before its call stored anything is keyed again after.
      const fresh = new AnswerCache(ctx.config);
      const app2 = new Hono()
        .get('/api/big', (c) => (fresh.store(c, pagedCall, '{"list":1}', [], 60_000), c.text('{"list":1}')))
        .get('/api/item/:n', (c) => (answered++, fresh.store(c, itemCall, '{"item":1}', [], 60_000), c.text('{"item":1}')));
      const other = serve({ fetch: app2.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(ctx, fresh) });
      await new Promise((resolve) => other.once('listening', resolve));
      try {
        const base2 = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
        await fetch(`${base2}/api/big?page=1`).then((r) => r.text());
        for (let i = 0; i < 3; i++) await fetch(`${base2}/api/item/9`).then((r) => r.text());
        expect(answered).toBe(52);
      } finally {
        await new Promise((resolve) => other.close(resolve));
      }
    } finally {
      await new Promise((resolve) => small.close(resolve));
    }
  });

  it('holds its byte budget, dropping the oldest answers first, gzip variants included', async () => {
    const budget = 64 * 1024;
    const cache = new AnswerCache(ctx.config, Date.now, budget);
    const app = new Hono().get('/api/item/:n', (c) => {
      const body = JSON.stringify({ code: 0, msg: 'ok', data: `${c.req.param('n')}:${'y'.repeat(5000)}` });
      cache.store(c, itemCall, body, ['big'], 60_000);
      return c.body(body, 200, { 'content-type': 'application/json' });
    });
    const small = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(ctx, cache) });
    await new Promise((resolve) => small.once('listening', resolve));
    try {
      const url = (n: number) => `http://127.0.0.1:${(small.address() as AddressInfo).port}/api/item/${n}`;
      for (let n = 0; n < 100; n++) {
        await fetch(url(n)).then((r) => r.text());
        await fetch(url(n), { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.text());
        expect(cache.bytes).toBeLessThanOrEqual(budget);
      }
      expect(cache.size).toBeGreaterThan(5);
      expect(cache.size).toBeLessThan(20);
      // Nothing at all is kept with a budget of 0, or for an answer larger than the budget.
      const off = new AnswerCache(ctx.config, Date.now, 0);
      await new Hono().get('/x', (c) => (off.store(c, pagedCall, '{}', [], 60_000), c.text('{}'))).request('/x');
      expect(off.size).toBe(0);
    } finally {
      await new Promise((resolve) => small.close(resolve));
    }
  });
});

describe('stale-if-error', () => {
  /** An app whose one call answers until `failing`, then fails as a database outage does (503). */
  function flakyApp(cache: AnswerCache) {
    const state = { failing: false, answered: 0 };
    const app = new Hono().use('/api/*', staleIfError(cache)).get('/api/item/:n', (c) => {
      if (state.failing) return c.json({ code: 503, msg: 'server.unavailable', data: null }, 503);
      state.answered++;
      const body = JSON.stringify({ code: 0, msg: 'ok', data: state.answered });
      cache.store(c, itemCall, body, ['item'], 60_000);
      return c.body(body, 200, { 'content-type': 'application/json' });
    });
    return { app, state };
  }

  it('answers a failed anonymous read with its last good answer, marked, within the bound; then the failure', async () => {
    let now = 1_000_000;
    const cache = new AnswerCache({ ...ctx.config, staleIfErrorMs: 600_000 }, () => now);
    const { app, state } = flakyApp(cache);
    expect(await (await app.request('/api/item/1')).json()).toMatchObject({ data: 1 });
    cache.clear();
    state.failing = true;
    now += 42_000;
    const stale = await app.request('/api/item/1');
    expect(stale.status).toBe(200);
    expect(stale.headers.get(STALE_HEADER)).toBe('42');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(await stale.json()).toMatchObject({ data: 1 });
    // Never for a member, whose answers are not the anonymous one.
    expect((await app.request('/api/item/1', { headers: { authorization: 'Bearer x' } })).status).toBe(503);
    now += 600_000 - 42_000;
    expect((await app.request('/api/item/1')).status).toBe(503);
  });

  it('serves nothing stale while the app answers, nor once forgotten, nor with a bound of 0', async () => {
    let now = 1_000_000;
    const cache = new AnswerCache({ ...ctx.config, staleIfErrorMs: 600_000 }, () => now);
    const { app, state } = flakyApp(cache);
    await app.request('/api/item/2');
    cache.evict('item');
    expect(await (await app.request('/api/item/2')).json()).toMatchObject({ data: 2 });
    cache.forget();
    state.failing = true;
    expect((await app.request('/api/item/2')).status).toBe(503);

    const off = new AnswerCache({ ...ctx.config, staleIfErrorMs: 0 }, () => now);
    const flaky = flakyApp(off);
    await flaky.app.request('/api/item/3');
    off.clear();
    expect(off.size).toBe(0);
    flaky.state.failing = true;
    now += 1;
    expect((await flaky.app.request('/api/item/3')).status).toBe(503);
  });
});
