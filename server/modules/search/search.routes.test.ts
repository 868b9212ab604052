import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import type { AppEnv } from '../../http/app-env';
import { call, openTestContext, testApp } from '../catalog/catalog-test.harness';
import { browseRoutes } from '../browse/browse.routes';
import { filmRoutes } from '../film/film.routes';
import { searchRoutes } from './search.routes';
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
