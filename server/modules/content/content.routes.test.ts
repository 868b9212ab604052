import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import type { AppEnv } from '../../http/app-env';
import { call, openTestContext, testApp } from '../catalog/catalog-test.harness';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { contentRoutes } from './content.routes';

let ctx: ServerContext;
let connection: DatabaseConnection;
let app: Hono<AppEnv>;
let filmIds: number[];

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
  app = testApp(ctx, [contentRoutes(ctx)]);
});
afterAll(() => connection.close());

describe('blog', () => {
  it('lists articles newest first, paged', async () => {
    const res = await call(app, '/api/content/blog?page_size=1');
    expect(res.data).toMatchObject({ page: 1, page_size: 1, total: 2 });
    expect(res.data.items[0]).toMatchObject({ title: 'Article 1', cover_url: '/media/blog/1.jpg', author: { name: 'Editor' } });
    expect((await call(app, '/api/content/blog?page=2&page_size=1')).data.items[0].title).toBe('Article 2');
    expect(await call(app, '/api/content/blog?page_size=500')).toMatchObject({ code: 400, msg: 'validation.page_size' });
  });
  it('renders an article body as escaped HTML with its film', async () => {
    const list = await call(app, '/api/content/blog');
    const res = await call(app, `/api/content/blog/${list.data.items[0].id}`, { lang: 'de' });
    expect(res.data.body_html).toBe('<h2>Heading</h2>\n<p>Text with &lt;script&gt;x&lt;/script&gt; 1.</p>');
    expect(res.data.films).toEqual([{ id: filmIds[0], title: 'Die Mitternachtsbraut', poster_url: '/media/posters/1.jpg' }]);
    expect(await call(app, '/api/content/blog/99999')).toMatchObject({ status: 404, msg: 'article.not_found' });
    expect(await call(app, '/api/content/blog/abc')).toMatchObject({ code: 400, msg: 'validation.id' });
  });
});

describe('guides', () => {
  it('lists the guide types in order, in the visitor language', async () => {
    const res = await call(app, '/api/content/guide-types', { lang: 'de' });
    expect(res.data).toEqual([
      { slug: 'how-to', name: 'Anleitungen' },
      { slug: 'watch-order', name: 'Watch order' },
    ]);
  });
  it('lists guides of a type, and 404s an unknown type', async () => {
    const res = await call(app, '/api/content/guides?type=how-to');
    expect(res.data).toMatchObject({ type: { slug: 'how-to', name: 'How-to' }, total: 2 });
    expect(res.data.items.map((g: { title: string }) => g.title)).toEqual(['Guide 2', 'Guide 3']);
    expect(res.data.items[0].film).toBeNull();
    expect(await call(app, '/api/content/guides?type=nope')).toMatchObject({ status: 404, msg: 'guide_type.not_found' });
    expect(await call(app, '/api/content/guides')).toMatchObject({ code: 400, msg: 'validation.type' });
  });
  it("shows one guide and a film's guides", async () => {
    const films = await call(app, `/api/films/guides?film_id=${filmIds[0]}`);
    expect(films.data.total).toBe(1);
    expect(films.data.items[0]).toMatchObject({ type: { slug: 'watch-order' }, film: { id: filmIds[0] } });
    const guide = await call(app, `/api/content/guides/${films.data.items[0].id}`);
    expect(guide.data).toMatchObject({
      author: { name: 'Editorial team' },
      body_html: '<p>First paragraph 1.</p>\n<p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p>',
    });
    expect(await call(app, '/api/content/guides/99999')).toMatchObject({ status: 404, msg: 'guide.not_found' });
    expect(await call(app, '/api/films/guides?film_id=99999')).toMatchObject({ status: 404, msg: 'film.not_found' });
  });
});
