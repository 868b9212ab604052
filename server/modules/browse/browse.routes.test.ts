import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import type { AppEnv } from '../../http/app-env';
import { call, openTestContext, testApp } from '../catalog/catalog-test.harness';
import { catalogRoutes } from '../catalog/catalog.routes';
import { insertCatalogFixture } from '../catalog/catalog.fixture';

let ctx: ServerContext;
let connection: DatabaseConnection;
let app: Hono<AppEnv>;
let filmIds: number[];

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
  app = testApp(ctx, [catalogRoutes(ctx)]);
});
afterAll(() => connection.close());

const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('categories', () => {
  it('lists every aggregate with film counts in the visitor language', async () => {
    const res = await call(app, '/api/categories', { lang: 'de' });
    expect(res.code).toBe(0);
    expect(res.data).toContainEqual({ slug: 'romance', name: 'DE romance', kind: 'category', description: 'Alle romance Dramen', film_count: 3 });
    expect(res.data).toHaveLength(4);
  });
  it('filters by kind and rejects an unknown kind naming the field', async () => {
    expect((await call(app, '/api/categories?kind=topic')).data.map((c: { slug: string }) => c.slug)).toEqual(['ceo-love']);
    expect(await call(app, '/api/categories?kind=nope')).toMatchObject({ status: 400, code: 400, msg: 'validation.kind' });
  });
  it('falls back to English names for a language without a translation', async () => {
    const res = await call(app, '/api/categories?kind=category', { lang: 'sw' });
    expect(res.data[0].name).toBe('EN romance');
  });
});

describe('search', () => {
  it('finds a title with a typo in English', async () => {
    const res = await call(app, '/api/films/search?keyword=midnigth%20brid');
    expect(res.code).toBe(0);
    expect(res.data.items[0].id).toBe(filmIds[0]);
    expect(res.data).toMatchObject({ page: 1, page_size: 20 });
  });
  it('finds a title with a typo in German and answers in German', async () => {
    const res = await call(app, '/api/films/search?keyword=Rache%20der%20Erbn', { lang: 'de' });
    expect(res.data.items[0]).toMatchObject({ id: filmIds[2], title: 'Die Rache der Erbin' });
  });
  it('finds a Spanish title for a Spanish visitor and falls back to other languages', async () => {
    expect((await call(app, '/api/films/search?keyword=venganza%20heredera', { lang: 'es' })).data.items[0].id).toBe(filmIds[2]);
    const fallback = await call(app, '/api/films/search?keyword=silent%20contrct', { lang: 'de' });
    expect(fallback.data.items[0]).toMatchObject({ id: filmIds[4], title: 'Silent Contract' });
  });
  it('narrows by category, pages, and answers an empty page for no match', async () => {
    const inRevenge = await call(app, '/api/films/search?keyword=love&category=revenge');
    expect(inRevenge.data.items).toEqual([]);
    const none = await call(app, '/api/films/search?keyword=zzzzqqqq');
    expect(none.data).toEqual({ items: [], page: 1, page_size: 20, total: 0 });
  });
  it('rejects a missing keyword and a bad sort', async () => {
    expect(await call(app, '/api/films/search')).toMatchObject({ code: 400, msg: 'validation.keyword' });
    expect(await call(app, '/api/films/search?keyword=a&sort=x')).toMatchObject({ code: 400, msg: 'validation.sort' });
  });
  it('suggests titles while typing', async () => {
    const res = await call(app, '/api/films/search-suggestions?keyword=billionare&limit=3');
    expect(res.data[0]).toEqual({ id: filmIds[1], title: 'The Billionaire Returns', poster_url: '/media/posters/2.jpg' });
  });
});

describe('home lists', () => {
  it('features flagged films first with their synopsis', async () => {
    const res = await call(app, '/api/films/featured?limit=2', { lang: 'de' });
    expect(res.data.map((f: { id: number }) => f.id)).toEqual([filmIds[0], filmIds[1]]);
    expect(res.data[0].synopsis).toBe('Die Mitternachtsbraut: synopsis (de)');
    expect(res.data[0]).toMatchObject({ is_new: true, tags: ['DE ceo-love'], categories: [{ slug: 'romance', name: 'DE romance' }] });
  });
  it('recommends films sharing categories, and 404 for an unknown film', async () => {
    const res = await call(app, `/api/films/recommendations?film_id=${filmIds[0]}&limit=2`);
    expect(res.data.map((f: { id: number }) => f.id)).toEqual([filmIds[1], filmIds[3]]);
    expect(await call(app, '/api/films/recommendations?film_id=99999')).toMatchObject({ status: 404, msg: 'film.not_found' });
    expect(await call(app, '/api/films/recommendations?film_id=abc')).toMatchObject({ code: 400, msg: 'validation.film_id' });
    expect((await call(app, '/api/films/recommendations')).data).toHaveLength(5);
  });
  it('ranks by plays in each period', async () => {
    const first = async (period: string) => (await call(app, `/api/films/rank-films?period=${period}`)).data.items[0];
    expect(await first('day')).toMatchObject({ id: filmIds[2], rank: 1, score: 50 });
    expect(await first('week')).toMatchObject({ id: filmIds[1], score: 70 });
    expect(await first('month')).toMatchObject({ id: filmIds[0], score: 300 });
    expect(await first('all')).toMatchObject({ id: filmIds[0], score: 1000 });
    const page2 = await call(app, '/api/films/rank-films?period=all&page=2&page_size=2');
    expect(page2.data).toMatchObject({ total: 5, page: 2 });
    expect(page2.data.items.map((f: { rank: number }) => f.rank)).toEqual([3, 4]);
    expect(await call(app, '/api/films/rank-films?period=year')).toMatchObject({ msg: 'validation.period' });
    expect(await call(app, '/api/films/rank-films?category=nope')).toMatchObject({ status: 404, msg: 'category.not_found' });
  });
  it('lists hot films of the week, marks them hot, and narrows by category', async () => {
    const res = await call(app, '/api/films/hot?category=revenge');
    expect(res.data.items.map((f: { id: number }) => f.id)).toEqual([filmIds[2], filmIds[4]]);
    expect(res.data.items[0].is_hot).toBe(true);
  });
  it('offers ranking tabs, resolves page types and lists aggregate films', async () => {
    const tabs = await call(app, '/api/films/rank-category-list');
    expect(tabs.data.map((c: { slug: string }) => c.slug)).toEqual(['editors-picks', 'romance', 'revenge']);
    expect((await call(app, '/api/films/page-type?cname=ceo-love')).data.kind).toBe('topic');
    expect(await call(app, '/api/films/page-type?cname=missing')).toMatchObject({ status: 404, msg: 'category.not_found' });
    expect(await call(app, '/api/films/page-type?cname=Bad%20Slug')).toMatchObject({ code: 400, msg: 'validation.cname' });
    const list = await call(app, '/api/films/category-films?cname=romance&sort=new&page_size=2');
    expect(list.data).toMatchObject({ category: { slug: 'romance' }, total: 3, page_size: 2 });
    expect(list.data.items[0].id).toBe(filmIds[0]);
  });
  it('builds topic rails and category shelves', async () => {
    const topics = await call(app, '/api/films/recommend-topic-list?films_per_topic=1');
    expect(topics.data).toEqual([expect.objectContaining({ slug: 'ceo-love', film_count: 2, cover_url: '/media/topics/ceo.jpg' })]);
    expect(topics.data[0].films).toHaveLength(1);
    const shelves = await call(app, '/api/films/top-by-category?films_per_category=5');
    expect(shelves.data.map((s: { category: { slug: string } }) => s.category.slug)).toEqual(['romance', 'revenge']);
    expect(shelves.data[0].films).toHaveLength(3);
    expect(await call(app, '/api/films/top-by-category?category=x')).toMatchObject({ status: 404 });
  });
});
