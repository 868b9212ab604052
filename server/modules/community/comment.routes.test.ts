import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import { comments } from '../../db/schema/engagement';
import type { AppEnv } from '../../http/app-env';
import { call, openTestContext, signedInUser, TEST_NOW, testApp } from '../catalog/catalog-test.harness';
import { browseRoutes } from '../browse/browse.routes';
import { filmRoutes } from '../film/film.routes';
import { searchRoutes } from '../search/search.routes';
import { siteRoutes } from '../site/site.routes';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { accountRoutes } from '../account/account.routes';
import { communityRoutes } from './community.routes';

let ctx: ServerContext;
let connection: DatabaseConnection;
let app: Hono<AppEnv>;
let filmIds: number[];
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let oldCommentId: number;

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
  app = testApp(ctx, [browseRoutes(ctx), searchRoutes(ctx), filmRoutes(ctx), siteRoutes(ctx), communityRoutes(ctx), accountRoutes(ctx)]);
  alice = await signedInUser(ctx, 'alice');
  bob = await signedInUser(ctx, 'bob');
  // A comment from last year: outside the hot window and the month.
  const [old] = await ctx.db
    .insert(comments)
    .values({ filmId: filmIds[1]!, userId: bob.id, content: 'old one', createdAt: new Date('2025-01-01T00:00:00Z') })
    .returning({ id: comments.id });
  oldCommentId = old!.id;
});
afterAll(() => connection.close());

const post = (path: string, body: unknown, token?: string) => call(app, path, { body, token });

describe('publishing comments and replies', () => {
  it('needs a session', async () => {
    expect(await post('/api/films/publish-comment', { film_id: filmIds[0], content: 'hi' })).toMatchObject({ code: 401, msg: 'auth.required' });
    expect(await post('/api/films/publish-reply', { comment_id: oldCommentId, content: 'hi' })).toMatchObject({ code: 401 });
  });
  it('validates content, film and images, naming the field', async () => {
    const t = alice.token;
    expect(await post('/api/films/publish-comment', { film_id: filmIds[0], content: '   ' }, t)).toMatchObject({ code: 400, msg: 'validation.content' });
    expect(await post('/api/films/publish-comment', { film_id: filmIds[0], content: 'x'.repeat(1001) }, t)).toMatchObject({
      code: 400,
      msg: 'comment.too_long',
    });
    expect(await post('/api/films/publish-comment', { film_id: 'a', content: 'x' }, t)).toMatchObject({ msg: 'validation.film_id' });
    const foreign = await post('/api/films/publish-comment', { film_id: filmIds[0], content: 'x', image_urls: ['https://evil.test/p.png'] }, t);
    expect(foreign).toMatchObject({ code: 400, msg: 'validation.image_urls' });
    expect(await post('/api/films/publish-comment', { film_id: 99999, content: 'x' }, t)).toMatchObject({ status: 404, msg: 'film.not_found' });
  });
  it('stores raw text, images and counts, and threads replies flat', async () => {
    // Read first, so the film page is cached (serialized) before the comments arrive.
    const before = (await call(app, `/api/films/detail/${filmIds[0]}`)).data.comment_count;
    const raw = '<b>Loved</b> it & more';
    const top = await post('/api/films/publish-comment', { film_id: filmIds[0], content: raw, image_urls: ['/media/c/1.jpg'] }, alice.token);
    expect(top.data).toMatchObject({ content: raw, images: ['/media/c/1.jpg'], parent_id: null, reply_to: null, user: { username: 'alice' } });
    expect(top.data.user).not.toHaveProperty('email');
    const reply = await post('/api/films/publish-reply', { comment_id: top.data.id, content: 'agree' }, bob.token);
    expect(reply.data).toMatchObject({ parent_id: top.data.id, reply_to: null });
    const nested = await post('/api/films/publish-reply', { comment_id: reply.data.id, content: 'me too' }, alice.token);
    expect(nested.data).toMatchObject({ parent_id: top.data.id, reply_to: { id: bob.id, username: 'bob' } });
    expect(await post('/api/films/publish-reply', { comment_id: 99999, content: 'x' }, bob.token)).toMatchObject({ msg: 'comment.not_found' });

    const replies = await call(app, `/api/films/second-level-comments?comment_id=${top.data.id}`);
    expect(replies.data.items.map((r: { content: string }) => r.content)).toEqual(['agree', 'me too']);
    expect(replies.data.total).toBe(2);
    const detail = await call(app, `/api/films/detail/${filmIds[0]}`);
    expect(detail.data.comment_count).toBe(before + 3);
    const images = await call(app, `/api/films/comment-images?film_id=${filmIds[0]}`);
    expect(images.data.items).toEqual([{ comment_id: top.data.id, url: '/media/c/1.jpg' }]);
  });
});

describe('likes', () => {
  it('counts one like per member, idempotently, and unlikes', async () => {
    const c = await post('/api/films/publish-comment', { film_id: filmIds[2], content: 'like me' }, alice.token);
    const like = () => post('/api/films/like-comment', { comment_id: c.data.id }, bob.token);
    expect((await like()).data).toEqual({ comment_id: c.data.id, liked: true, like_count: 1 });
    expect((await like()).data.like_count).toBe(1);
    expect((await post('/api/films/like-comment', { comment_id: c.data.id }, alice.token)).data.like_count).toBe(2);
    const mine = await call(app, `/api/films/comments?film_id=${filmIds[2]}`, { token: bob.token });
    expect(mine.data.items[0]).toMatchObject({ liked_by_me: true, like_count: 2 });
    const unlike = () => post('/api/films/unlike-comment', { comment_id: c.data.id }, bob.token);
    expect((await unlike()).data).toEqual({ comment_id: c.data.id, liked: false, like_count: 1 });
    expect((await unlike()).data.like_count).toBe(1);
    expect(await post('/api/films/like-comment', { comment_id: 99999 }, bob.token)).toMatchObject({ status: 404, msg: 'comment.not_found' });
    expect(await post('/api/films/like-comment', { comment_id: c.data.id })).toMatchObject({ code: 401 });
    expect(await post('/api/films/like-comment', {}, bob.token)).toMatchObject({ code: 400, msg: 'validation.comment_id' });
  });
});

describe('reading comments', () => {
  it('lists a film by hot and by new, pages, and 404s an unknown film', async () => {
    await post('/api/films/publish-comment', { film_id: filmIds[3], content: 'first' }, alice.token);
    const second = await post('/api/films/publish-comment', { film_id: filmIds[3], content: 'second' }, bob.token);
    await post('/api/films/like-comment', { comment_id: second.data.id }, alice.token);
    const hot = await call(app, `/api/films/comments?film_id=${filmIds[3]}&sort=hot`);
    expect(hot.data.items.map((c: { content: string }) => c.content)).toEqual(['second', 'first']);
    const paged = await call(app, `/api/films/comments?film_id=${filmIds[3]}&sort=new&page=2&page_size=1`);
    expect(paged.data).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(await call(app, '/api/films/comments?film_id=99999')).toMatchObject({ status: 404, msg: 'film.not_found' });
    expect(await call(app, `/api/films/comments?film_id=${filmIds[3]}&sort=old`)).toMatchObject({ msg: 'validation.sort' });
    expect(await call(app, `/api/films/comments?film_id=${filmIds[3]}&page=0`)).toMatchObject({ msg: 'validation.page' });
  });
  it('shows one comment with its film in the visitor language', async () => {
    const res = await call(app, `/api/films/comment-detail/${oldCommentId}`, { lang: 'de' });
    expect(res.data).toMatchObject({ id: oldCommentId, film: { id: filmIds[1], title: 'Die Rückkehr des Milliardärs' } });
    expect(await call(app, '/api/films/comment-detail/99999')).toMatchObject({ status: 404, msg: 'comment.not_found' });
    expect(await call(app, '/api/films/second-level-comments?comment_id=99999')).toMatchObject({ status: 404 });
  });
  it('ranks hot comments of the last 30 days and of this month, without old ones', async () => {
    const hot = await call(app, '/api/films/more-hot-comments?page_size=50');
    const ids = hot.data.items.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(oldCommentId);
    expect(hot.data.items[0].like_count + 2 * hot.data.items[0].reply_count).toBeGreaterThanOrEqual(2);
    const monthly = await call(app, '/api/comments/monthly-hot?limit=2');
    expect(monthly.data).toHaveLength(2);
    expect(monthly.data.every((c: { created_at: string }) => c.created_at.startsWith(TEST_NOW.toISOString().slice(0, 7)))).toBe(true);
  });
  it("shows a new comment, a like and the caller's own like in the hot lists at once (the shared list is cached)", async () => {
    const url = `/api/films/more-hot-comments?film_id=${filmIds[4]}&page_size=50`;
    expect((await call(app, url)).data.total).toBe(0);
    const c = await post('/api/films/publish-comment', { film_id: filmIds[4], content: 'cache me' }, alice.token);
    expect((await call(app, url)).data).toMatchObject({ total: 1, items: [{ id: c.data.id, like_count: 0, liked_by_me: false }] });
    await post('/api/films/like-comment', { comment_id: c.data.id }, bob.token);
    expect((await call(app, url, { token: bob.token })).data.items[0]).toMatchObject({ like_count: 1, liked_by_me: true });
    expect((await call(app, url, { token: alice.token })).data.items[0]).toMatchObject({ like_count: 1, liked_by_me: false });
    expect((await call(app, url)).data.items[0]).toMatchObject({ like_count: 1, liked_by_me: false });
    const monthly = await call(app, '/api/comments/monthly-hot?limit=50', { token: bob.token });
    expect(monthly.data.find((m: { id: number }) => m.id === c.data.id)).toMatchObject({ like_count: 1, liked_by_me: true });
  });
  it("lists only the member's own comments, and needs a session", async () => {
    const res = await call(app, '/api/films/user-comments', { token: bob.token });
    expect(res.data.items.length).toBeGreaterThan(0);
    expect(res.data.items.every((c: { user: { id: string } }) => c.user.id === bob.id)).toBe(true);
    expect(await call(app, '/api/films/user-comments')).toMatchObject({ code: 401, msg: 'auth.required' });
  });
});
