import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { composeServer } from '../../composition';
import { connectDatabase } from '../../db/connect';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { signedInUser } from '../catalog/catalog-test.harness';

/*
 * The feed's funnel (issue 34, item 4) through the pixel: impressions (fi), watch starts (fw) and episodes 2 reached
 * (fe) of a consenting visitor reach the dashboard once each, in order; forged ones do not: without consent, from
 * another page, about an unknown or unpublished drama, replayed (also to two processes at once), out of order, with
 * a huge drama id, or an "episode 2" that is episode 1.
 */
let t: TestContext;
let app: ReturnType<typeof createApp>;
let operatorToken: string;
let film: number;
let draft: number;
let episode1: number;
let episode2: number;

beforeAll(async () => {
  t = await createTestContext({ adminEmails: ['boss@example.com'] });
  app = createApp(t.ctx);
  operatorToken = (await signedInUser(t.ctx, 'boss')).token;
  const insertFilm = async (published: boolean) =>
    Number(
      (
        (await t.ctx.db.execute(sql`insert into films (poster_path, episode_count, published) values ('/p.jpg', 3, ${published}) returning id`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0]!.id,
    );
  film = await insertFilm(true);
  draft = await insertFilm(false);
  const ids = (await t.ctx.db.execute(sql`insert into episodes (film_id, episode_num, duration_seconds, video_path)
    select ${film}, n, 60, '/media/e' || n || '.mp4' from generate_series(1, 3) as n returning id, episode_num`)) as unknown as {
    rows: { id: number; episode_num: number }[];
  };
  episode1 = Number(ids.rows.find((r) => r.episode_num === 1)!.id);
  episode2 = Number(ids.rows.find((r) => r.episode_num === 2)!.id);
});
afterAll(() => t.close());

const flushAll = () => Promise.all(t.ctx.flushables.map((f) => f.flush()));
const consented = (ip: string) => ({ headers: { cookie: `consent=v1.a1.m0.${t.ctx.clock.now().getTime() - 60_000}` }, ip });
const dropped = async (reason: string) =>
  Number((await t.ctx.parts.metrics.registry.metrics()).match(new RegExp(`^tracking_events_dropped_total\\{reason="${reason}"\\} (\\d+)$`, 'm'))?.[1] ?? 0);
const feedPage = 'localhost%2Fpt%2Ffeed.html';
const episodePage = (videoId: number, filmId = film) => `localhost%2Fpt%2Fplaylet%2F${filmId}%2Fvideos%2F${videoId}.html`;
const pixel = (a: ReturnType<typeof createApp>, query: string, options: { headers?: Record<string, string>; ip: string }) =>
  send(a, 'GET', `/_icon.png?${query}`, options);
const funnel = async () => {
  const day = t.ctx.clock.now().toISOString().slice(0, 10);
  return (await send(app, 'GET', `/api/admin/traffic?from=${day}&to=${day}`, { token: operatorToken })).body.data.feed as Record<string, number>;
};

/** One visitor's honest walk: the feed's page view, an impression, a tap on Watch, episode 1's page, episode 2 as it starts (before its page view). */
async function honestWalk(ip: string, uuid: string, a = app) {
  const o = consented(ip);
  await pixel(a, `ev=pv&ul=${feedPage}&p=feed&uuid=${uuid}`, o);
  await pixel(a, `ev=fi&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o);
  await pixel(a, `ev=fw&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o);
  await pixel(a, `ev=pv&ul=${episodePage(episode1)}&p=filmVideo&uuid=${uuid}`, o);
  await pixel(a, `ev=fe&ul=${episodePage(episode2)}&p=filmVideo&f=${film}&uuid=${uuid}`, o);
}

describe('the feed funnel through the pixel', () => {
  it('counts an honest walk once, and again nothing for its replay', async () => {
    const before = await funnel();
    const uuid = randomUUID();
    await honestWalk('203.0.113.10', uuid);
    await flushAll();
    expect(await funnel()).toEqual({
      impressions: before.impressions! + 1,
      watch_starts: before.watch_starts! + 1,
      second_episodes: before.second_episodes! + 1,
    });
    const replays = await dropped('feed_replay');
    await honestWalk('203.0.113.10', uuid);
    await flushAll();
    expect(await funnel()).toEqual({
      impressions: before.impressions! + 1,
      watch_starts: before.watch_starts! + 1,
      second_episodes: before.second_episodes! + 1,
    });
    expect(await dropped('feed_replay')).toBe(replays + 3);
    // A day later the same visitor's walk counts again.
    t.ctx.clock.advance(25 * 60 * 60_000);
    const nextDay = await funnel();
    await honestWalk('203.0.113.10', uuid);
    await flushAll();
    expect(await funnel()).toEqual({
      impressions: nextDay.impressions! + 1,
      watch_starts: nextDay.watch_starts! + 1,
      second_episodes: nextDay.second_episodes! + 1,
    });
  });

  it('drops forged events: no consent, wrong page, unknown or draft drama, huge id, out of order, episode 1 as episode 2', async () => {
    t.ctx.clock.advance(60_000);
    const ip = '203.0.113.20';
    const uuid = randomUUID();
    const o = consented(ip);
    const before = await funnel();
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(['no_consent', 'feed_page', 'feed_unknown', 'feed_order', 'invalid', 'page_time'].map(async (r) => [r, await dropped(r)])),
      );
    const was = await counts();
    await pixel(app, `ev=pv&ul=${feedPage}&p=feed&uuid=${uuid}`, o);
    await pixel(app, `ev=pv&ul=${episodePage(episode1)}&p=filmVideo&uuid=${uuid}`, o);
    // No consent (no cookie; a refusal).
    await pixel(app, `ev=fi&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, { ip });
    await pixel(app, `ev=fi&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, { ip, headers: { cookie: `consent=v1.a0.m0.${t.ctx.clock.now().getTime()}` } });
    // From another page: an impression from an episode page, episode 2 from the feed or of another drama's page.
    await pixel(app, `ev=fi&ul=${episodePage(episode1)}&p=filmVideo&f=${film}&uuid=${uuid}`, o);
    await pixel(app, `ev=fe&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o);
    await pixel(app, `ev=fe&ul=${episodePage(episode2, film + 1000)}&p=filmVideo&f=${film}&uuid=${uuid}`, o);
    // Unknown, draft drama; a huge id and none at all are no events.
    await pixel(app, `ev=fi&ul=${feedPage}&p=feed&f=987654&uuid=${uuid}`, o);
    await pixel(app, `ev=fi&ul=${feedPage}&p=feed&f=${draft}&uuid=${uuid}`, o);
    await pixel(app, `ev=fi&ul=${feedPage}&p=feed&f=99999999999999999999&uuid=${uuid}`, o);
    await pixel(app, `ev=fi&ul=${feedPage}&p=feed&uuid=${uuid}`, o);
    // Out of order: a start with no impression, episode 2 with no start.
    await pixel(app, `ev=fw&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o);
    await pixel(app, `ev=pv&ul=${episodePage(episode2)}&p=filmVideo&uuid=${uuid}`, o);
    await pixel(app, `ev=fe&ul=${episodePage(episode2)}&p=filmVideo&f=${film}&uuid=${uuid}`, o);
    await flushAll();
    // Episode 1's page is no "episode 2 reached", even after an impression and a start.
    await pixel(app, `ev=fi&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o);
    await pixel(app, `ev=fw&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o);
    await pixel(app, `ev=fe&ul=${episodePage(episode1)}&p=filmVideo&f=${film}&uuid=${uuid}`, o);
    await flushAll();
    const now = await counts();
    expect(await funnel()).toEqual({ impressions: before.impressions! + 1, watch_starts: before.watch_starts! + 1, second_episodes: before.second_episodes! });
    expect(now.no_consent - was.no_consent).toBe(2);
    expect(now.feed_page - was.feed_page).toBe(3);
    expect(now.feed_unknown - was.feed_unknown).toBe(3);
    expect(now.invalid - was.invalid).toBe(2);
    expect(now.feed_order - was.feed_order).toBe(2);
  });

  it('counts a replay sent to two processes at once, and a flood of one visitor’s impressions, once', async () => {
    t.ctx.clock.advance(60_000);
    const second = t.ctx.config.databaseUrl ? await connectDatabase({ databaseUrl: t.ctx.config.databaseUrl, dataDir: 'memory://' }) : undefined;
    try {
      const other = createApp(composeServer({ ...t.ctx, db: second?.db ?? t.ctx.db }));
      const before = await funnel();
      const uuid = randomUUID();
      const o = consented('203.0.113.30');
      await pixel(app, `ev=pv&ul=${feedPage}&p=feed&uuid=${uuid}`, o);
      await flushAll();
      await Promise.all(Array.from({ length: 200 }, (_, i) => pixel(i % 2 ? app : other, `ev=fi&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o)));
      await flushAll();
      // A replay through a third process that has not purged yet: its queue purges expired windows before its batch,
      // on the batch's clock (a purge on the wall clock once dropped the claim, made on the server's, and let it count).
      const third = t.ctx.config.databaseUrl ? await connectDatabase({ databaseUrl: t.ctx.config.databaseUrl, dataDir: 'memory://' }) : undefined;
      try {
        await pixel(createApp(composeServer({ ...t.ctx, db: third?.db ?? t.ctx.db })), `ev=fi&ul=${feedPage}&p=feed&f=${film}&uuid=${uuid}`, o);
        await flushAll();
      } finally {
        await third?.close();
      }
      expect((await funnel()).impressions).toBe(before.impressions! + 1);
    } finally {
      await second?.close();
    }
  });
});
