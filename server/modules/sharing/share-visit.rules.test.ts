import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { sharePasses } from '../../db/schema/growth';
import { send } from '../../test-request';
import { createTestContext, type TestContext } from '../../test-context';
import { sharingClient, insertFilm } from './sharing.test-support';
import { SHARE_PASS_TTL_MS, SHARE_PASSES_PER_ADDRESS_PER_HOUR } from './share-pass.service';
import { visitsPerAddressPerDay } from './share.service';

let t: TestContext;
let client: ReturnType<typeof sharingClient>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
  client = sharingClient(app, t);
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

  it('treats the addresses of one IPv6 /64 as one address (a pass travels within it, not to the next /64)', async () => {
    const filmId = await insertFilm(t);
    const sharer = await client.newVisitor();
    await client.share(sharer, filmId);
    const pass = await client.loadSharedPage(sharer, filmId, '2001:db8:7:1::10');
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass, ip: '2001:db8:7:2::10' })).body.data.reason).toBe('no_pass');
    expect((await client.visit(await client.newVisitor(), sharer, filmId, { pass, ip: '2001:db8:7:1:ffff::99' })).body.data.reason).toBe('counted');
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

  it("caps the visits one address brings in a day at three dramas' worth, also under parallel calls", async () => {
    expect([1, 2, 3, 5].map(visitsPerAddressPerDay)).toEqual([3, 6, 9, 15]);
    const VISITS_PER_ADDRESS_PER_DAY = visitsPerAddressPerDay(t.ctx.config.shareUnlockVisits);
    const ip = '192.0.2.99';
    const sharers = await Promise.all(Array.from({ length: 6 }, () => client.newVisitor()));
    const filmId = await insertFilm(t);
    await Promise.all(sharers.map((s) => client.share(s, filmId)));
    const arrivals = [];
    for (const sharer of sharers)
      for (let i = 0; i < 2; i++) arrivals.push({ sharer, pass: await client.loadSharedPage(sharer, filmId, ip), friend: await client.newVisitor(ip) });
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

describe('handing out share passes on page loads', () => {
  const passCount = async () => (await t.ctx.db.select({ n: count() }).from(sharePasses))[0]!.n;
  const load = (sharer: string, filmId: number, ip: string, pass?: string) =>
    send(app, 'GET', `/playlet/${filmId}/plots.html?src_fingerprint=${sharer}`, { ip, headers: pass ? { cookie: `share_pass=${pass}` } : undefined });

  it('keeps the live pass a browser already holds instead of writing a new one', async () => {
    const filmId = await insertFilm(t);
    const sharer = await client.newVisitor();
    await client.share(sharer, filmId);
    const first = await load(sharer, filmId, '198.51.100.40');
    // Path=/: the browser sends the pass back with every page load, where the check below reads it.
    expect(first.headers.get('set-cookie')).toMatch(/^share_pass=[A-Za-z0-9_-]{24}; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/);
    const pass = first.headers.get('set-cookie')!.match(/share_pass=([^;]+)/)![1];
    const before = await passCount();
    const reload = await load(sharer, filmId, '198.51.100.40', pass);
    expect(reload.status).toBe(200);
    expect(reload.headers.get('set-cookie')).toBeNull();
    expect(await passCount()).toBe(before);
    // Once spent, the next load of the link gets a fresh pass.
    await client.visit(await client.newVisitor('198.51.100.40'), sharer, filmId, { pass, ip: '198.51.100.40' });
    expect((await load(sharer, filmId, '198.51.100.40', pass)).headers.get('set-cookie')).toMatch(/share_pass=/);
  });

  it('bounds the passes one address gets in an hour, so page loads cannot grow the table at request rate', async () => {
    const filmId = await insertFilm(t);
    const sharer = await client.newVisitor();
    await client.share(sharer, filmId);
    const ip = '198.51.100.41';
    const before = await passCount();
    const loads = await Promise.all(Array.from({ length: SHARE_PASSES_PER_ADDRESS_PER_HOUR + 10 }, () => load(sharer, filmId, ip)));
    expect(loads.every((r) => r.status === 200)).toBe(true);
    expect(loads.filter((r) => r.headers.get('set-cookie')?.includes('share_pass='))).toHaveLength(SHARE_PASSES_PER_ADDRESS_PER_HOUR);
    expect(await passCount()).toBe(before + SHARE_PASSES_PER_ADDRESS_PER_HOUR);
    expect(await client.loadSharedPage(sharer, filmId, '198.51.100.42')).toBeDefined();
    t.ctx.clock.advance(60 * 60 * 1000 + 1000);
    expect(await client.loadSharedPage(sharer, filmId, ip)).toBeDefined();
  });

  it('serves the page without a pass, logging a warning, when the database fails while issuing', async () => {
    const filmId = await insertFilm(t);
    const sharer = await client.newVisitor();
    await client.share(sharer, filmId);
    const warn = vi.spyOn(t.ctx.logger, 'warn');
    const insert = vi.spyOn(t.ctx.db, 'insert').mockImplementation(() => {
      throw new Error('connection terminated');
    });
    try {
      const res = await load(sharer, filmId, '198.51.100.43');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(warn).toHaveBeenCalledWith('share pass not issued', expect.objectContaining({ error: 'connection terminated' }));
    } finally {
      insert.mockRestore();
      warn.mockRestore();
    }
  });
});
