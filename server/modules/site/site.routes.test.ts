import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import type { AppEnv } from '../../http/app-env';
import { eq } from 'drizzle-orm';
import { blogArticles, guides } from '../../db/schema/catalog';
import { call, openTestContext, testApp } from '../catalog/catalog-test.harness';
import { browseRoutes } from '../browse/browse.routes';
import { filmRoutes } from '../film/film.routes';
import { searchRoutes } from '../search/search.routes';
import { siteRoutes } from './site.routes';
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

const seo = (path: string) => call(app, `/api/films/page-seo-info?page_path=${encodeURIComponent(path)}`);

describe('config', () => {
  it('answers the drama count, the ten languages and the public settings', async () => {
    const res = await call(app, '/api/config');
    expect(res.data).toMatchObject({ total_dramas: 5, default_language: 'en', google_client_id: null, free_episodes: 10, share_unlock_visits: 3 });
    expect(res.data.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi']);
    expect(res.data.languages[8]).toEqual({ code: 'sw', name: 'Kiswahili' });
  });
});

describe('page-seo-info', () => {
  it('gives a film page its localized head, canonical and eleven alternates', async () => {
    const res = await seo(`/de/short-play/episodes/romance/${filmIds[0]}.html`);
    expect(res.data).toMatchObject({
      title: 'Die Mitternachtsbraut: alle Folgen | ShortDrama',
      canonical: `https://drama.test/de/short-play/episodes/romance/${filmIds[0]}.html`,
      og_type: 'video.tv_show',
      // The drama's title card (a PNG every network shows), in the page's language.
      og_image: expect.stringMatching(new RegExp(`^https://drama\\.test/og/film/de/${filmIds[0]}\\.png\\?v=[0-9a-f]{10}$`)),
      indexable: true,
    });
    expect(res.data.alternates).toHaveLength(11);
    expect(res.data.alternates).toContainEqual({ lang: 'x-default', href: `https://drama.test/short-play/episodes/romance/${filmIds[0]}.html` });
    expect(res.data.alternates).toContainEqual({ lang: 'hi', href: `https://drama.test/hi/short-play/episodes/romance/${filmIds[0]}.html` });
  });
  it.each([
    ['/', 'ShortDrama – Watch short dramas online', true],
    ['/ru/ranking-page.html', 'Рейтинги коротких сериалов | ShortDrama', true],
    ['/blog/2.html', 'Blog – page 2 | ShortDrama', true],
    ['/short-play/romance/1.html', 'EN romance short dramas | ShortDrama', true],
    ['/guide/how-to/1.html', 'How-to guides | ShortDrama', true],
    ['/sw/personal/collection.html', 'Mkusanyiko wangu | ShortDrama', false],
    ['/short-play-search.html', 'Search short dramas | ShortDrama', false],
    ['/fr/terms.html', 'Conditions d’utilisation | ShortDrama', true],
  ])('names %s', async (path, title, indexable) => {
    const res = await seo(path);
    expect(res.data).toMatchObject({ title, indexable });
    expect(res.data.description.length).toBeGreaterThan(10);
  });
  it('covers data pages: plots, videos, articles and guides', async () => {
    const plots = await call(app, `/api/films/plots?film_id=${filmIds[0]}`);
    expect((await seo(`/playlet/${filmIds[0]}/plots/${plots.data[0].id}.html`)).data.title).toBe('Plot 1 – Midnight Bride | ShortDrama');
    const videos = await call(app, `/api/films/videos?film_id=${filmIds[0]}`);
    expect((await seo(`/playlet/${filmIds[0]}/videos/${videos.data[0].id}.html`)).data.og_type).toBe('video.episode');
    expect((await seo(`/playlet/${filmIds[1]}/plots/${plots.data[0].id}.html`)).msg).toBe('page.not_found');
    const [article] = await ctx.db.select({ id: blogArticles.id }).from(blogArticles).where(eq(blogArticles.slug, 'welcome'));
    expect((await seo(`/de/blog/article/${article!.id}.html`)).data).toMatchObject({ title: 'Article 1 | ShortDrama', og_type: 'article' });
    const [guide] = await ctx.db.select({ id: guides.id }).from(guides).where(eq(guides.type, 'watch-order'));
    expect((await seo(`/guide/${guide!.id}.html`)).data.title).toBe('Guide 1 | ShortDrama');
    expect(await seo('/guide/99999.html')).toMatchObject({ status: 404 });
  });
  it('answers page.not_found for unknown paths and data, and 400 for a bad path', async () => {
    expect(await seo('/nowhere.html')).toMatchObject({ status: 404, msg: 'page.not_found' });
    expect(await seo('/playlet/99999/plots.html')).toMatchObject({ status: 404, msg: 'page.not_found' });
    expect(await seo('/short-play/missing/1.html')).toMatchObject({ status: 404 });
    expect(await seo('relative')).toMatchObject({ status: 400, msg: 'validation.page_path' });
    expect(await call(app, '/api/films/page-seo-info')).toMatchObject({ status: 400, msg: 'validation.page_path' });
  });
});
