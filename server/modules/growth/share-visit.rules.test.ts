import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { growthClient, insertFilm } from './growth.test-support';
import { SHARE_PASS_TTL_MS } from './share-pass.service';
import { VISITS_PER_ADDRESS_PER_DAY } from './share.service';

let t: TestContext;
let client: ReturnType<typeof growthClient>;

beforeAll(async () => {
  t = await createTestContext();
  client = growthClient(createApp(t.ctx), t);
});
afterAll(() => t.close());

describe('share visits that count: real page loads by distinct friends', () => {
  it('unlocks after three friends on one home network, each loading the shared page', async () => {
    const filmId = await insertFilm(t);
    const sharer = await client.newVisitor();
    await client.share(sharer, filmId);
    const home = '198.51.100.7';
    for (const expected of [1, 2, 3]) {
      const { answer, pass } = await client.friendArrives(sharer, filmId, home);
      expect(pass).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(answer).toEqual({ counted: true, reason: 'counted', visits_so_far: expected, visits_needed: 3 });
    }
    expect((await client.permission({ fingerprint: sharer }, filmId, 11)).body.data).toMatchObject({ allowed: true, reason: 'share_unlocked' });
  });

  it('does not count a script that only calls the API, a forged or spent pass, or a pass of another drama', async () => {
    const filmId = await insertFilm(t);
    const otherFilm = await insertFilm(t);
    const sharer = await client.newVisitor();
    await client.share(sharer, filmId);
    await client.share(sharer, otherFilm);
    expect((await client.visit(await client.newVisitor(), sharer, filmId)).body.data).toMatchObject({ counted: false, reason: 'no_pass', visits_so_far: 0 });
    const forged = 'A'.repeat(24);
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass: forged })).body.data.reason).toBe('no_pass');
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass: `x'; drop table visitors; --` })).body.data.reason).toBe('no_pass');
    const pass = await client.loadSharedPage(sharer, filmId);
    expect((await client.visit(await client.newVisitor(), sharer, otherFilm, { pass })).body.data.reason).toBe('no_pass');
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass })).body.data.reason).toBe('counted');
    // One page load counts once: a second visitor with the same pass does not.
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass })).body.data).toMatchObject({ reason: 'no_pass', visits_so_far: 1 });
  });

  it('ties a pass to the address that loaded the page and to half an hour', async () => {
    const filmId = await insertFilm(t);
    const sharer = await client.newVisitor();
    await client.share(sharer, filmId);
    const pass = await client.loadSharedPage(sharer, filmId, '203.0.113.1');
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass, ip: '203.0.113.2' })).body.data.reason).toBe('no_pass');
    const late = await client.loadSharedPage(sharer, filmId, '203.0.113.1');
    t.ctx.clock.advance(SHARE_PASS_TTL_MS + 1000);
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass: late, ip: '203.0.113.1' })).body.data.reason).toBe('no_pass');
  });

  it('hands no pass for a made-up sharer, a drama not shared, or a page of no drama', async () => {
    const filmId = await insertFilm(t);
    const sharer = await client.newVisitor();
    expect(await client.loadSharedPage(sharer, filmId)).toBeUndefined();
    expect(await client.loadSharedPage('00000000-0000-4000-8000-000000000000', filmId)).toBeUndefined();
    expect(await client.loadSharedPage('not-a-uuid', filmId)).toBeUndefined();
  });

  it("leaves the count unchanged for the sharer's own visit, a repeat friend and the sharer's other device as a member", async () => {
    const filmId = await insertFilm(t);
    const token = await client.newMember();
    const phone = await client.newVisitor();
    const laptop = await client.newVisitor();
    await client.share(phone, filmId, token);
    const own = await client.loadSharedPage(phone, filmId);
    expect((await client.visit(phone, phone, filmId, { pass: own })).body.data.reason).toBe('sharer');
    expect((await client.visit(laptop, phone, filmId, { pass: own, token })).body.data.reason).toBe('sharer');
    const { friend } = await client.friendArrives(phone, filmId);
    const again = await client.loadSharedPage(phone, filmId);
    expect((await client.visit(friend, phone, filmId, { pass: again })).body.data).toMatchObject({ counted: false, reason: 'repeat', visits_so_far: 1 });
    expect((await client.visit('00000000-0000-4000-8000-00000000abcd', phone, filmId, { pass: again })).body.data.reason).toBe('unknown_visitor');
    // The unspent pass still serves a real new friend; the member's shares count on every device.
    expect((await client.visit(await client.newVisitor(), phone, filmId, { pass: again })).body.data.visits_so_far).toBe(2);
    expect((await client.permission({ token, fingerprint: laptop }, filmId, 11)).body.data.visits_so_far).toBe(2);
  });

  it('caps the visits one address brings in a day, also under parallel calls', async () => {
    const ip = '192.0.2.99';
    const sharers = await Promise.all(Array.from({ length: 6 }, () => client.newVisitor()));
    const filmId = await insertFilm(t);
    await Promise.all(sharers.map((s) => client.share(s, filmId)));
    const arrivals = [];
    for (const sharer of sharers) for (let i = 0; i < 2; i++) arrivals.push({ sharer, pass: await client.loadSharedPage(sharer, filmId, ip), friend: await client.newVisitor(ip) });
    const answers = await Promise.all(arrivals.map((a) => client.visit(a.friend, a.sharer, filmId, { pass: a.pass, ip })));
    const reasons = answers.map((a) => a.body.data.reason);
    expect(reasons.filter((r) => r === 'counted')).toHaveLength(VISITS_PER_ADDRESS_PER_DAY);
    expect(reasons.filter((r) => r === 'address_cap')).toHaveLength(arrivals.length - VISITS_PER_ADDRESS_PER_DAY);
    // A day later the address counts again.
    t.ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const { answer } = await client.friendArrives(sharers[5]!, filmId, ip);
    expect(answer.reason).toBe('counted');
  });
});
