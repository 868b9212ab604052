import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { films } from '../../db/schema/catalog';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import type { AppEnv } from '../../http/app-env';
import { call, openTestContext, signedInUser, testApp } from '../catalog/catalog-test.harness';
import { browseRoutes } from '../browse/browse.routes';
import { filmRoutes } from './film.routes';
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

describe('film detail', () => {
  it('answers the film in the visitor language with credits and counts', async () => {
    const res = await call(app, `/api/films/detail/${filmIds[0]}`, { lang: 'es' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      id: filmIds[0],
      title: 'La novia de medianoche',
      synopsis: 'La novia de medianoche: synopsis (es)',
      runtime_minutes: 6,
      release_year: 2025,
      episode_count: 3,
      free_episodes: 3,
      rating_avg: 0,
      favorited: false,
      my_rating: null,
      share_count: 0,
    });
    expect(res.data.contributors).toEqual([
      { id: expect.any(Number), role: 'director', name: 'Ana Director', character: null, avatar_url: '/media/people/1.jpg' },
      { id: expect.any(Number), role: 'actor', name: 'Ben Actor', character: 'Prince', avatar_url: null },
    ]);
  });
  it('falls back to English text and personalises for a member', async () => {
    const member = await signedInUser(ctx, 'viewer');
    const res = await call(app, `/api/films/detail/${filmIds[4]}`, { lang: 'hi', token: member.token });
    expect(res.data).toMatchObject({ title: 'Silent Contract', favorited: false, my_rating: null });
  });
  it('answers 404 for an unknown film and 400 for a bad id', async () => {
    expect(await call(app, '/api/films/detail/99999')).toMatchObject({ status: 404, code: 404, msg: 'film.not_found', data: null });
    expect(await call(app, '/api/films/detail/abc')).toMatchObject({ status: 400, msg: 'validation.id' });
    expect(await call(app, '/api/films/detail/0')).toMatchObject({ msg: 'validation.id' });
  });
  it('lists contributors on their own', async () => {
    expect((await call(app, `/api/films/contributors?film_id=${filmIds[0]}`)).data).toHaveLength(2);
    expect(await call(app, '/api/films/contributors?film_id=99999')).toMatchObject({ status: 404 });
    expect(await call(app, '/api/films/contributors')).toMatchObject({ msg: 'validation.film_id' });
  });
});

describe('episodes and plots', () => {
  it('lists episodes with the free ones marked', async () => {
    const res = await call(app, `/api/films/episodes?film_id=${filmIds[0]}`);
    expect(res.data.map((e: { episode_num: number }) => e.episode_num)).toEqual([1, 2, 3]);
    expect(res.data[0]).toMatchObject({ title: 'Episode 1', duration_seconds: 120, is_free: true, thumbnail_url: '/media/posters/1.jpg' });
    expect(res.data[0].media_url).toMatch(/^\/media\/.+\.mp4$/);
    expect((await call(app, `/api/films/episodes?film_id=${filmIds[4]}`)).data).toEqual([]);
    expect(await call(app, '/api/films/episodes?film_id=99999')).toMatchObject({ status: 404, msg: 'film.not_found' });
  });
  it("names a free episode's file in the list and a locked episode's nowhere, as its video answer would", async () => {
    const config = ctx.config as { freeEpisodes: number };
    const free = config.freeEpisodes;
    config.freeEpisodes = 1;
    try {
      const list = (await call(app, `/api/films/episodes?film_id=${filmIds[0]}`)).data;
      const video = (await call(app, `/api/films/episode-video/${filmIds[0]}?episode_num=1`)).data;
      expect(list.map((e: { is_free: boolean; media_url: string | null }) => [e.is_free, e.media_url])).toEqual([
        [true, video.url],
        [false, null],
        [false, null],
      ]);
      expect((await call(app, `/api/films/episode-detail/${filmIds[0]}/2`)).data.media_url).toBeNull();
    } finally {
      config.freeEpisodes = free;
    }
  });
  it('shows an episode with its neighbours and plot, without its stored file path', async () => {
    const res = await call(app, `/api/films/episode-detail/${filmIds[0]}/2`, { lang: 'de' });
    expect(res.data).toMatchObject({
      episode_num: 2,
      prev_episode_num: 1,
      next_episode_num: 3,
      episode_count: 3,
      film: { id: filmIds[0], title: 'Die Mitternachtsbraut' },
      plot_summary: 'Was in Folge 2 passiert.',
    });
    expect(res.data).not.toHaveProperty('video_path');
    expect((await call(app, `/api/films/episode-detail/${filmIds[0]}/1`)).data.prev_episode_num).toBeNull();
    expect(await call(app, `/api/films/episode-detail/${filmIds[0]}/9`)).toMatchObject({ status: 404, msg: 'episode.not_found' });
    expect(await call(app, `/api/films/episode-detail/${filmIds[0]}/x`)).toMatchObject({ msg: 'validation.episode_num' });
  });
  it('lists plots and shows one with neighbours', async () => {
    const list = await call(app, `/api/films/plots?film_id=${filmIds[0]}`, { lang: 'de' });
    expect(list.data.map((p: { title: string }) => p.title)).toEqual(['Handlung 1', 'Handlung 2', 'Handlung 3']);
    const middle = await call(app, `/api/films/plot-detail/${list.data[1].id}`);
    expect(middle.data).toMatchObject({ title: 'Plot 2', body: 'What happens in episode 2.\n\nMore.', prev_id: list.data[0].id, next_id: list.data[2].id });
    expect(await call(app, '/api/films/plot-detail/99999')).toMatchObject({ status: 404, msg: 'plot.not_found' });
    // The seed's drawn posters come in the page's language.
    await ctx.db.update(films).set({ posterPath: '/media/posters/3.svg' }).where(eq(films.id, filmIds[0]!));
    expect((await call(app, `/api/films/plot-detail/${list.data[1].id}`, { lang: 'ru' })).data.film.poster_url).toBe('/media/posters/3.ru.svg');
    expect(await call(app, '/api/films/plots?film_id=99999')).toMatchObject({ status: 404 });
  });
});

describe('photos and videos', () => {
  it('pages photos with their sizes', async () => {
    const res = await call(app, `/api/films/photos?film_id=${filmIds[0]}&page=2&page_size=2`);
    expect(res.data).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(res.data.items[0]).toMatchObject({ width: 720, height: 1280, film_id: filmIds[0] });
    expect(await call(app, '/api/films/photos?film_id=99999')).toMatchObject({ status: 404 });
  });
  it('lists trailers with subtitle tracks and shows one video', async () => {
    const list = await call(app, `/api/films/videos?film_id=${filmIds[0]}`);
    expect(list.data[0]).toMatchObject({
      kind: 'trailer',
      episode_num: null,
      title: 'Official trailer',
      subtitles: [{ lang: 'en', label: 'English', url: '/media/clips/trailer.en.vtt' }],
      original_lang: 'en',
    });
    expect((await call(app, `/api/films/video-detail/${list.data[0].id}`)).data.id).toBe(list.data[0].id);
    expect(await call(app, '/api/films/video-detail/99999')).toMatchObject({ status: 404, msg: 'video.not_found' });
  });
});
