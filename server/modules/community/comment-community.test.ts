import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { comments } from '../../db/schema/engagement';
import { createTestContext, type TestContext } from '../../test-context';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { signedInUser } from '../catalog/catalog-test.harness';
import { MEMBER_LIMITS } from './member-limits';

/* Issue 13 on the whole app (PGlite, or PostgreSQL with DATABASE_URL): reports, hiding, limits, double submits, language order. */

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmIds: number[];
const members: Record<string, { id: string; token: string }> = {};

beforeAll(async () => {
  t = await createTestContext({ commentReportThreshold: 2 });
  app = createApp(t.ctx);
  ({ filmIds } = await insertCatalogFixture(t.ctx));
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus']) members[name] = await signedInUser(t.ctx, name);
});
afterAll(() => t.close());

const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };

async function api(path: string, init: { who?: string; body?: unknown; lang?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': init.lang ?? 'en' };
  if (init.who) headers.authorization = `Bearer ${members[init.who]!.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(
    path,
    { method: init.body === undefined ? 'GET' : 'POST', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) },
    env,
  );
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...((await res.json()) as { code: number; msg: string; data: any }) };
}

const comment = (who: string, filmId: number, content: string, lang = 'en') =>
  api('/api/films/publish-comment', { who, lang, body: { film_id: filmId, content } });
const reply = (who: string, commentId: number, content: string) => api('/api/films/publish-reply', { who, body: { comment_id: commentId, content } });
const report = (who: string, commentId: number, reason = 'spam') => api('/api/films/report-comment', { who, body: { comment_id: commentId, reason } });
const filmComments = (filmId: number, who?: string, lang?: string) => api(`/api/films/comments?film_id=${filmId}&sort=new`, { who, lang });
const ids = (page: { data: { items: { id: number }[] } }) => page.data.items.map((c) => c.id);

describe('reports', () => {
  it('hides a comment at the threshold of distinct reports, for everyone but its author', async () => {
    const posted = await comment('ann', filmIds[0]!, 'A bold take on the finale', 'en');
    const id = posted.data.id as number;
    const answer = await reply('ben', id, 'I disagree');
    expect(answer.data).toMatchObject({ parent_id: id, hidden: false });
    const nested = await reply('ann', answer.data.id, 'Fair enough');
    expect(nested.data.reply_to).toMatchObject({ username: 'ben' });

    expect(await report('ann', id)).toMatchObject({ code: 400, msg: 'report.own_comment' });
    expect(await report('cat', id, 'abuse')).toMatchObject({ code: 0, data: { comment_id: id, reported: true } });
    // One member's reports count once.
    expect(await report('cat', id, 'spam')).toMatchObject({ code: 0 });
    expect((await api(`/api/films/comment-detail/${id}`, { who: 'cat' })).data).toMatchObject({ reported_by_me: true, hidden: false });
    expect(ids(await filmComments(filmIds[0]!, 'ben'))).toContain(id);

    expect(await report('dan', id, 'other')).toMatchObject({ code: 0 });
    // Gone for other members and visitors, from every read and write...
    expect(ids(await filmComments(filmIds[0]!, 'ben'))).not.toContain(id);
    expect(ids(await filmComments(filmIds[0]!))).not.toContain(id);
    expect(await api(`/api/films/comment-detail/${id}`, { who: 'ben' })).toMatchObject({ code: 404, msg: 'comment.not_found' });
    expect(await api(`/api/films/second-level-comments?comment_id=${id}`)).toMatchObject({ code: 404 });
    expect(ids(await api('/api/films/more-hot-comments'))).not.toContain(id);
    expect((await api('/api/comments/monthly-hot?limit=50')).data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await api('/api/films/like-comment', { who: 'ben', body: { comment_id: id } })).toMatchObject({ code: 404 });
    expect(await reply('ben', id, 'hello?')).toMatchObject({ code: 404, msg: 'comment.not_found' });
    expect(await report('eve', id)).toMatchObject({ code: 404 });
    // ...but its author still has it, marked hidden.
    const own = await filmComments(filmIds[0]!, 'ann');
    expect(own.data.items.find((c: { id: number }) => c.id === id)).toMatchObject({ hidden: true });
    expect((await api(`/api/films/comment-detail/${id}`, { who: 'ann' })).data).toMatchObject({ hidden: true });
    expect((await api('/api/films/user-comments', { who: 'ann' })).data.items.find((c: { id: number }) => c.id === id)).toMatchObject({ hidden: true });
    expect((await api(`/api/films/second-level-comments?comment_id=${id}`, { who: 'ann' })).data.total).toBe(2);
  });

  it('leaves an operator’s decision standing against later reports', async () => {
    const id = (await comment('ben', filmIds[1]!, 'Kept by the operator')).data.id as number;
    await t.ctx.db.update(comments).set({ moderatedAt: t.ctx.clock.now() }).where(eq(comments.id, id));
    await report('cat', id);
    await report('dan', id);
    expect(ids(await filmComments(filmIds[1]!, 'eve'))).toContain(id);
  });
});

describe('double submits and bad text', () => {
  it('gives one comment (and one reply) for the same text sent twice at once', async () => {
    const [a, b] = await Promise.all([comment('eve', filmIds[2]!, 'Double tap!'), comment('eve', filmIds[2]!, 'Double tap!')]);
    expect(a.data.id).toBe(b.data.id);
    const [r1, r2] = await Promise.all([reply('eve', a.data.id, 'again'), reply('eve', a.data.id, 'again')]);
    expect(r1.data.id).toBe(r2.data.id);
    expect((await api(`/api/films/comment-detail/${a.data.id}`)).data.reply_count).toBe(1);
    // Past the window the same words are a new comment.
    t.ctx.clock.advance(61_000);
    expect((await comment('eve', filmIds[2]!, 'Double tap!')).data.id).not.toBe(a.data.id);
  });

  it('refuses blank text and text over the limit, with their keys', async () => {
    expect(await comment('eve', filmIds[2]!, ' \n\t ')).toMatchObject({ code: 400, msg: 'validation.content' });
    expect(await comment('eve', filmIds[2]!, 'é'.repeat(1001))).toMatchObject({ code: 400, msg: 'comment.too_long' });
    expect(await comment('eve', filmIds[2]!, 'é'.repeat(1000))).toMatchObject({ code: 0 });
  });
});

describe('member limits', () => {
  it('stops a member at the comment limit with a translated key and Retry-After, others unaffected', async () => {
    const max = MEMBER_LIMITS.comment.max;
    const answers = await Promise.all(Array.from({ length: max + 3 }, (_, i) => comment('fay', filmIds[0]!, `Comment ${i}`)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(max);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ status: 429, msg: 'comment.rate_limited' });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
    expect(await comment('gus', filmIds[0]!, 'Still free to talk')).toMatchObject({ code: 0 });
  });
});

describe('reader’s language first', () => {
  it('orders film comments and hot lists by the page language, then the others, each marked', async () => {
    const filmId = filmIds[3]!;
    const now = t.ctx.clock.now();
    const rows = await t.ctx.db
      .insert(comments)
      .values([
        { filmId, userId: members.gus!.id, content: 'Qué final', lang: 'es', likeCount: 50, createdAt: now },
        { filmId, userId: members.gus!.id, content: 'क्या अंत है', lang: 'hi', likeCount: 1, createdAt: now },
        { filmId, userId: members.gus!.id, content: 'Quel final', lang: 'fr', likeCount: 40, createdAt: now },
        { filmId, userId: members.gus!.id, content: 'अद्भुत', lang: 'hi', likeCount: 2, createdAt: now },
      ])
      .returning({ id: comments.id });
    const [es, hi1, fr, hi2] = rows.map((r) => r.id);
    const hot = await api(`/api/films/comments?film_id=${filmId}&sort=hot`, { lang: 'hi' });
    expect(ids(hot)).toEqual([hi2, hi1, es, fr]);
    expect(hot.data.items.map((c: { lang: string }) => c.lang)).toEqual(['hi', 'hi', 'es', 'fr']);
    expect(ids(await api(`/api/films/comments?film_id=${filmId}&sort=hot`, { lang: 'fr' }))[0]).toBe(fr);
    expect(ids(await api(`/api/films/more-hot-comments?film_id=${filmId}`, { lang: 'hi' }))).toEqual([hi2, hi1, es, fr]);
    const monthly = (await api('/api/comments/monthly-hot?limit=50', { lang: 'hi' })).data as { lang: string }[];
    const firstOther = monthly.findIndex((c) => c.lang !== 'hi');
    expect(firstOther).toBeGreaterThanOrEqual(2);
    expect(monthly.slice(firstOther).every((c) => c.lang !== 'hi')).toBe(true);
  });

  it('stores a new comment in the language of the page it was written on', async () => {
    expect((await comment('gus', filmIds[3]!, 'Nzuri sana', 'sw')).data.lang).toBe('sw');
  });
});
