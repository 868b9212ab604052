import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import type { AppEnv } from '../../http/app-env';
import { call, openTestContext, testApp } from '../catalog/catalog-test.harness';
import { browseRoutes } from './browse.routes';
import { filmRoutes } from '../film/film.routes';
import { searchRoutes } from '../search/search.routes';
import { siteRoutes } from '../site/site.routes';
import { insertCatalogFixture } from '../catalog/catalog.fixture';

let ctx: ServerContext;
let connection: DatabaseConnection;
let app: Hono<AppEnv>;
let filmIds: number[];

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
  app = testApp(ctx, [browseRoutes(ctx), searchRoutes(ctx), filmRoutes(ctx), siteRoutes(ctx)]);
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
