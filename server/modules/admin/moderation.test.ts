import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentReports, comments } from '../../db/schema/engagement';
import { signedInUser } from '../catalog/catalog-test.harness';
import { insertFilm } from '../sharing/sharing.test-support';
import { adminTestServer } from './admin.test-support';

let s: Awaited<ReturnType<typeof adminTestServer>>;
let filmId: number;
let author: string;
const reporters: Record<'good' | 'bad' | 'fresh', string> = { good: '', bad: '', fresh: '' };
beforeAll(async () => {
  s = await adminTestServer();
  filmId = await insertFilm(s.t);
  author = (await signedInUser(s.t.ctx, 'author')).id;
  for (const name of Object.keys(reporters) as (keyof typeof reporters)[]) reporters[name] = (await signedInUser(s.t.ctx, `reporter-${name}`)).id;
});
afterAll(() => s.t.close());

const db = () => s.t.ctx.db;
const tick = () => s.t.ctx.clock.advance(60_000);

async function comment(content: string, state: 'visible' | 'hidden' = 'visible', userId = author): Promise<number> {
  const [row] = await db().insert(comments).values({ filmId, userId, content, state, createdAt: s.t.ctx.clock.now() }).returning({ id: comments.id });
  return row!.id;
}

/** Reports as the report call stores them: one row per reporter, the comment's counter in step. */
async function report(commentId: number, ...userIds: string[]) {
  tick();
  await db()
    .insert(commentReports)
    .values(userIds.map((userId) => ({ commentId, userId, reason: 'abuse' as const, createdAt: s.t.ctx.clock.now() })));
  const [row] = await db().select({ n: comments.reportCount }).from(comments).where(eq(comments.id, commentId));
  await db()
    .update(comments)
    .set({ reportCount: row!.n + userIds.length })
    .where(eq(comments.id, commentId));
}

const decide = (id: number, decision: string) => {
  tick();
  return s.call('POST', `/api/admin/comments/${id}/decide`, { json: { decision } });
};
const queue = async (name: 'reported' | 'hidden') => (await s.call('GET', `/api/admin/comments?queue=${name}`)).body.data;

describe('comment moderation', () => {
  it("weighs each report by its reporter's decided reports and puts the heaviest comment first", async () => {
    // The good reporter's one earlier report was upheld; the bad reporter's three: one upheld, two rejected.
    const past = [await comment('past 1'), await comment('past 2'), await comment('past 3')];
    await report(past[0]!, reporters.good, reporters.bad);
    await report(past[1]!, reporters.bad);
    await report(past[2]!, reporters.bad);
    expect((await decide(past[0]!, 'keep_hidden')).status).toBe(200);
    await decide(past[1]!, 'restore');
    await decide(past[2]!, 'restore');

    const [byGood, byBad, byFresh] = [await comment('reported by good'), await comment('reported by bad'), await comment('reported by fresh')];
    await report(byBad, reporters.bad);
    await report(byFresh, reporters.fresh);
    await report(byGood, reporters.good);
    const items = (await queue('reported')).items;
    expect(items.map((c: { id: number }) => c.id)).toEqual([byGood, byFresh, byBad]);
    // (upheld + 1) / (upheld + rejected + 2), worked out by hand: good 2/3, fresh 1/2, bad 2/5.
    expect(items.map((c: { reports: { weight: number; upheld: number; rejected: number }[] }) => c.reports[0])).toEqual([
      expect.objectContaining({ upheld: 1, rejected: 0, weight: 2 / 3 }),
      expect.objectContaining({ upheld: 0, rejected: 0, weight: 1 / 2 }),
      expect.objectContaining({ upheld: 1, rejected: 2, weight: 2 / 5 }),
    ]);
    expect(items[0]).toMatchObject({
      content: 'reported by good',
      state: 'visible',
      author: { id: author, username: 'author' },
      film: { id: filmId },
      score: 0.667,
    });
  });

  it('restores, keeps hidden or deletes, each audited; a report after a decision brings the comment back to the queue', async () => {
    const hidden = await comment('hidden by reports', 'hidden');
    await report(hidden, reporters.good, reporters.fresh);
    expect((await queue('hidden')).items.map((c: { id: number }) => c.id)).toContain(hidden);

    expect((await decide(hidden, 'restore')).body.data).toMatchObject({ id: hidden, state: 'visible' });
    expect((await queue('hidden')).items.map((c: { id: number }) => c.id)).not.toContain(hidden);
    expect((await queue('reported')).items.map((c: { id: number }) => c.id)).not.toContain(hidden);
    await report(hidden, reporters.bad);
    expect((await queue('reported')).items.map((c: { id: number }) => c.id)).toContain(hidden);

    expect((await decide(hidden, 'delete')).body.data.state).toBe('removed');
    const [stored] = await db().select().from(comments).where(eq(comments.id, hidden));
    expect(stored).toMatchObject({ state: 'removed', moderatedBy: s.operator.id });
    const audit = (await s.call('GET', '/api/admin/audit-log?action=comment.')).body.data.items;
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'comment.deleted',
        subject_id: String(hidden),
        before: expect.objectContaining({ state: 'visible' }),
        after: expect.objectContaining({ state: 'removed' }),
      }),
      expect.objectContaining({
        action: 'comment.restored',
        subject_id: String(hidden),
        before: expect.objectContaining({ state: 'hidden' }),
        after: expect.objectContaining({ state: 'visible' }),
      }),
    ]);
    expect((await decide(999_999, 'restore')).body.msg).toBe('comment.not_found');
    expect((await decide(hidden, 'erase')).status).toBe(400);
  });

  it('hides every visible comment of a member in one action and says how many', async () => {
    const troll = (await signedInUser(s.t.ctx, 'troll')).id;
    const ids = [await comment('one', 'visible', troll), await comment('two', 'visible', troll), await comment('three', 'hidden', troll)];
    const answer = await s.call('POST', `/api/admin/members/${troll}/hide-comments`);
    expect(answer.body).toMatchObject({ code: 0, data: { hidden: 2 } });
    const states = await db().select({ state: comments.state }).from(comments).where(inArray(comments.id, ids));
    expect(states.every((r) => r.state === 'hidden')).toBe(true);
    expect((await s.call('GET', '/api/admin/audit-log?action=member.')).body.data.items[0]).toMatchObject({
      action: 'member.comments_hidden',
      subject_id: troll,
      before: { visible_comment_ids: ids.slice(0, 2) },
      after: { hidden: 2 },
    });
    expect((await s.call('POST', `/api/admin/members/${troll}/hide-comments`)).body.data.hidden).toBe(0);
    expect((await s.call('POST', '/api/admin/members/00000000-0000-4000-8000-000000000000/hide-comments')).body.msg).toBe('admin.member_not_found');
    expect((await s.call('POST', '/api/admin/members/not-a-uuid/hide-comments')).status).toBe(400);
  });
});
