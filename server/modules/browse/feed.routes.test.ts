import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import type { AppEnv } from '../../http/app-env';
import { episodes } from '../../db/schema/catalog';
import { plays } from '../../db/schema/growth';
import { call, openTestContext, testApp, TEST_NOW } from '../catalog/catalog-test.harness';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { browseRoutes } from './browse.routes';
import { filmRoutes } from '../film/film.routes';
import { openingEpisode } from './feed.service';

let ctx: ServerContext;
let connection: DatabaseConnection;
let app: Hono<AppEnv>;
let filmIds: number[];

interface Item {
  film: { id: number; title: string; category: { slug: string } | null; episode_count: number; free_episodes: number };
  episode: { episode_num: number; url: string; subtitles: unknown[]; kind: string };
  reason: { key: string; category: { slug: string; name: string } | null };
}

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
  // The fixture gives episodes to films 1 and 2 only; the feed shows dramas with a playable opening.
  for (const filmId of filmIds.slice(2)) {
    await ctx.db.insert(episodes).values([1, 2, 3].map((n) => ({ filmId, episodeNum: n, durationSeconds: 90, videoPath: `/media/clips/f${filmId}-${n}.mp4` })));
  }
  app = testApp(ctx, [browseRoutes(ctx), filmRoutes(ctx)]);
});
afterAll(() => connection.close());

const feed = async (query: string, lang = 'de') => call(app, `/api/films/feed?${query}`, { lang });
const ids = (items: Item[]) => items.map((i) => i.film.id);

describe('the feed', () => {
  it('without history: what plays in the language this week, the new drama in its slot, then the rest; only dramas with a title in the language', async () => {
    await ctx.db.insert(plays).values([
      ...[1, 2, 3].map((n) => ({ filmId: filmIds[3]!, episodeNum: n, lang: 'de', createdAt: TEST_NOW })),
      // Plays in another language, or older than a week, do not count for German.
      ...[1, 2, 3, 1, 2].map((n) => ({ filmId: filmIds[2]!, episodeNum: n, lang: 'es', createdAt: TEST_NOW })),
      { filmId: filmIds[1]!, episodeNum: 1, lang: 'de', createdAt: new Date(TEST_NOW.getTime() - 8 * 86_400_000) },
    ]);
    const res = await feed('limit=10');
    expect(res.code).toBe(0);
    const items = res.data.items as Item[];
    // Film 5 has no German title; film 4 is the only one played in German this week; film 1 is new.
    expect(ids(items)).toEqual([filmIds[3], filmIds[0], filmIds[1], filmIds[2]]);
    expect(items.map((i) => i.reason.key)).toEqual(['popular_in_language', 'new', 'more', 'more']);
    expect(items[0]).toMatchObject({
      film: { title: 'Liebe unter dem Mond', episode_count: 3, free_episodes: 3, category: { slug: 'romance', name: 'DE romance' } },
      episode: { kind: 'episode', episode_num: 1, url: `/media/clips/f${filmIds[3]}-1.mp4` },
    });
    expect(res.data.next_cursor).toBeNull();
  });

  it('a visitor who watched romance gets romance first, marked with the category in the language', async () => {
    const items = (await feed('watched=romance:3&limit=3')).data.items as Item[];
    expect(items[0]!.reason).toEqual({ key: 'watched_category', category: { slug: 'romance', name: 'DE romance' } });
    expect(items.filter((i) => i.reason.key === 'watched_category').map((i) => i.film.category?.slug)).toEqual(['romance', 'romance']);
  });

  it('popular in Spanish follows the Spanish plays; a category the site does not know is ignored', async () => {
    const items = (await feed('watched=nope:9&limit=1', 'es')).data.items as Item[];
    expect(items.map((i) => [i.film.id, i.reason.key])).toEqual([[filmIds[2], 'popular_in_language']]);
  });

  it('opens a drama in progress on the next episode, and leaves out a finished one', async () => {
    const items = (await feed(`progress=${filmIds[0]}:1.${filmIds[3]}:3&limit=10`)).data.items as Item[];
    expect(items.find((i) => i.film.id === filmIds[0])!.episode).toMatchObject({
      episode_num: 2,
      subtitles: [expect.objectContaining({ lang: 'en' }), expect.objectContaining({ lang: 'de' })],
    });
    expect(ids(items)).not.toContain(filmIds[3]);
  });

  it("gives each item's opening episode exactly as the episode page gets it (replaced subtitle tracks, the original language)", async () => {
    await ctx.db.update(episodes).set({ subtitlePaths: { de: '/media/catalog/x/ep1-v2.de.vtt' } });
    const [item] = (await feed('limit=1')).data.items as Item[];
    const page = await call(app, `/api/films/episode-video/${item!.film.id}?episode_num=${item!.episode.episode_num}`, { lang: 'de' });
    expect(item!.episode).toEqual(page.data);
    await ctx.db.update(episodes).set({ subtitlePaths: {} });
  });

  it('pages by cursor without repeating a drama, and the cursor of the last page is null', async () => {
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 5 && cursor !== null; page++) {
      const res = await feed(`limit=1&cursor=${cursor}`);
      seen.push(...ids(res.data.items));
      cursor = res.data.next_cursor;
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    expect(cursor).toBeNull();
  });

  it.each([
    ['cursor=abc', 'validation.cursor'],
    ['cursor=0', 'validation.cursor'],
    ['watched=Romance:3', 'validation.watched'],
    ['progress=1:x', 'validation.progress'],
    ['limit=11', 'validation.limit'],
  ])('refuses %s with %s', async (query, msg) => {
    expect(await feed(query)).toMatchObject({ status: 400, code: 400, msg });
  });
});

describe('openingEpisode', () => {
  it.each([
    [undefined, 30, 10, 1],
    [3, 30, 10, 4],
    [10, 30, 10, 1],
    [2, 3, 10, 3],
  ])('after episode %s of %i with %i free: %i', (watched, count, free, expected) => {
    expect(openingEpisode(watched, count, free)).toBe(expected);
  });
});
