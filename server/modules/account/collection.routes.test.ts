import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import { films } from '../../db/schema/catalog';
import { favorites, ratings } from '../../db/schema/engagement';
import type { AppEnv } from '../../http/app-env';
import { call, openTestContext, signedInUser, testApp } from '../catalog/catalog-test.harness';
import { browseRoutes } from '../browse/browse.routes';
import { filmRoutes } from '../film/film.routes';
import { searchRoutes } from '../search/search.routes';
import { siteRoutes } from '../site/site.routes';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { accountRoutes } from './account.routes';
import { communityRoutes } from '../community/community.routes';
import { recountEngagementCounters } from '../community/film-counters.recount';

let ctx: ServerContext;
let connection: DatabaseConnection;
let app: Hono<AppEnv>;
let filmIds: number[];
let users: { id: string; token: string }[];

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
  app = testApp(ctx, [browseRoutes(ctx), searchRoutes(ctx), filmRoutes(ctx), siteRoutes(ctx), communityRoutes(ctx), accountRoutes(ctx)]);
  users = [await signedInUser(ctx, 'ann'), await signedInUser(ctx, 'ben'), await signedInUser(ctx, 'cat')];
});
afterAll(() => connection.close());

const post = (path: string, body: unknown, token?: string) => call(app, path, { body, token });

describe('favourites', () => {
  it('is idempotent both ways and keeps the count exact', async () => {
    const [ann, ben] = users;
    const fav = (token: string) => post('/api/films/favorite', { film_id: filmIds[0] }, token);
    expect((await fav(ann!.token)).data).toEqual({ film_id: filmIds[0], favorited: true, favorite_count: 1 });
    expect((await fav(ann!.token)).data.favorite_count).toBe(1);
    expect((await fav(ben!.token)).data.favorite_count).toBe(2);
    expect((await call(app, `/api/films/detail/${filmIds[0]}`, { token: ann!.token })).data).toMatchObject({ favorited: true, favorite_count: 2 });
    const unfav = () => post('/api/films/unfavorite', { film_id: filmIds[0] }, ben!.token);
    expect((await unfav()).data).toEqual({ film_id: filmIds[0], favorited: false, favorite_count: 1 });
    expect((await unfav()).data.favorite_count).toBe(1);
    expect(await ctx.db.$count(favorites, eq(favorites.filmId, filmIds[0]!))).toBe(1);
  });
  it('answers 401, 400 and 404', async () => {
    expect(await post('/api/films/favorite', { film_id: filmIds[0] })).toMatchObject({ code: 401, msg: 'auth.required' });
    expect(await post('/api/films/favorite', { film_id: -1 }, users[0]!.token)).toMatchObject({ code: 400, msg: 'validation.film_id' });
    expect(await post('/api/films/favorite', { film_id: 99999 }, users[0]!.token)).toMatchObject({ status: 404, msg: 'film.not_found' });
  });
  it("lists only the member's favourites, newest first", async () => {
    await post('/api/films/favorite', { film_id: filmIds[2] }, users[0]!.token);
    const res = await call(app, '/api/films/user-favorite-films', { token: users[0]!.token, lang: 'de' });
    expect(res.data.total).toBe(2);
    expect(res.data.items[0]).toMatchObject({ title: expect.any(String), favorited_at: expect.any(String) });
    expect((await call(app, '/api/films/user-favorite-films', { token: users[2]!.token })).data.items).toEqual([]);
    expect(await call(app, '/api/films/user-favorite-films')).toMatchObject({ code: 401 });
  });
});

describe('ratings', () => {
  it('keeps one rating per member and an exact average', async () => {
    const rate = (i: number, score: number) => post('/api/films/publish-rating', { film_id: filmIds[1], score }, users[i]!.token);
    expect((await rate(0, 5)).data).toEqual({ film_id: filmIds[1], my_rating: 5, rating_avg: 5, rating_count: 1 });
    await rate(1, 4);
    const third = await rate(2, 4);
    expect(third.data).toMatchObject({ rating_count: 3, rating_avg: 4.3 });
    // Rating again replaces: 5 -> 1 gives (1 + 4 + 4) / 3 = 3 exactly.
    expect((await rate(0, 1)).data).toEqual({ film_id: filmIds[1], my_rating: 1, rating_avg: 3, rating_count: 3 });
    expect(await ctx.db.$count(ratings, eq(ratings.filmId, filmIds[1]!))).toBe(3);
    const detail = await call(app, `/api/films/detail/${filmIds[1]}`, { token: users[1]!.token });
    expect(detail.data).toMatchObject({ my_rating: 4, rating_avg: 3, rating_count: 3 });
    const removed = await post('/api/films/remove-rating', { film_id: filmIds[1] }, users[1]!.token);
    expect(removed.data).toEqual({ film_id: filmIds[1], my_rating: null, rating_avg: 2.5, rating_count: 2 });
  });
  it('validates the score and answers 401 and 404', async () => {
    const t = users[0]!.token;
    expect(await post('/api/films/publish-rating', { film_id: filmIds[1], score: 6 }, t)).toMatchObject({ code: 400, msg: 'validation.score' });
    expect(await post('/api/films/publish-rating', { film_id: filmIds[1], score: 2.5 }, t)).toMatchObject({ msg: 'validation.score' });
    expect(await post('/api/films/publish-rating', { film_id: filmIds[1], score: 3 })).toMatchObject({ code: 401 });
    expect(await post('/api/films/publish-rating', { film_id: 99999, score: 3 }, t)).toMatchObject({ status: 404, msg: 'film.not_found' });
  });
  it('stays exact under concurrent ratings of one film', async () => {
    const extra = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => signedInUser(ctx, `rater${n}`)));
    await Promise.all(extra.map((u, i) => post('/api/films/publish-rating', { film_id: filmIds[3], score: (i % 5) + 1 }, u.token)));
    const [film] = await ctx.db.select().from(films).where(eq(films.id, filmIds[3]!));
    expect({ sum: film!.ratingSum, count: film!.ratingCount }).toEqual({ sum: 1 + 2 + 3 + 4 + 5 + 1, count: 6 });
  });
  it("lists the member's rated films with their score", async () => {
    const res = await call(app, '/api/films/user-rated-films', { token: users[0]!.token });
    expect(res.data.items).toEqual([expect.objectContaining({ id: filmIds[1], my_rating: 1 })]);
  });
  it('recount reproduces the incrementally kept counters', async () => {
    const before = await ctx.db.select({ id: films.id, s: films.ratingSum, n: films.ratingCount, f: films.favoriteCount }).from(films).orderBy(films.id);
    await recountEngagementCounters(ctx.db);
    const after = await ctx.db.select({ id: films.id, s: films.ratingSum, n: films.ratingCount, f: films.favoriteCount }).from(films).orderBy(films.id);
    expect(after).toEqual(before);
  });
});
