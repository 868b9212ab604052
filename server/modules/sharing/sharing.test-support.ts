import type { Hono } from 'hono';
import { episodes, films } from '../../db/schema/catalog';
import type { TestContext } from '../../test-context';
import { send } from '../../test-request';

/** A drama of `count` episodes (episodes 11 and up locked with the default FREE_EPISODES). */
export async function insertFilm(t: TestContext, count = 12): Promise<number> {
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.jpg', episodeCount: count }).returning();
  const filmId = film!.id;
  await t.ctx.db
    .insert(episodes)
    .values(
      Array.from({ length: count }, (_, i) => ({ filmId, episodeNum: i + 1, durationSeconds: 90, videoPath: 'clips/clip-1.mp4', subtitleLangs: ['en', 'de'] })),
    );
  return filmId;
}

/** Helpers bound to one app: visitors, members, shared-page loads and share visits. */
export function sharingClient(app: Hono<any>, t: TestContext) {
  let devices = 0;
  let members = 0;
  const client = {
    /** A visitor as a browser creates it. */
    async newVisitor(ip = '127.0.0.1'): Promise<string> {
      const res = await send(app, 'POST', '/api/users/create', { json: { x_u_key: `growth-device-${++devices}-${Math.random()}` }, ip });
      return res.body.data.uuid;
    },
    /** A registered member's bearer token. */
    async newMember(ip = '127.0.0.1'): Promise<string> {
      const email = `member-${++members}-${Date.now()}@example.com`;
      await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
      const code = t.ctx.mailer.sent.at(-1)!.text.match(/\b(\d{6})\b/)![1];
      return (await send(app, 'POST', '/api/users/register', { json: { email, password: 'password 1', code }, ip })).body.data.uuid;
    },
    async share(sharer: string, filmId: number, token?: string): Promise<number> {
      return (await send(app, 'POST', `/api/films/share/${filmId}`, { fingerprint: sharer, token, json: { channel: 'facebook' } })).body.data.share_record_id;
    },
    /** Loads a page of the drama through the sharer's link, as the friend's browser does; answers the share pass (or undefined). */
    async loadSharedPage(sharer: string, filmId: number, ip = '127.0.0.1'): Promise<string | undefined> {
      const res = await send(app, 'GET', `/playlet/${filmId}/plots.html?src_fingerprint=${sharer}`, { ip });
      return res.headers.get('set-cookie')?.match(/share_pass=([^;]+)/)?.[1];
    },
    /** Confirms a visit with (or without) a pass cookie. */
    visit(visitor: string, sharer: string, filmId: number, options: { pass?: string; ip?: string; token?: string; recordId?: number } = {}) {
      const headers = options.pass ? { cookie: `share_pass=${options.pass}` } : undefined;
      return send(app, 'POST', '/api/films/share-visit', {
        fingerprint: visitor,
        srcFingerprint: sharer,
        token: options.token,
        ip: options.ip,
        headers,
        json: { film_id: filmId, share_record_id: options.recordId },
      });
    },
    /** A friend's whole arrival: page load, visitor, visit. */
    async friendArrives(sharer: string, filmId: number, ip = '127.0.0.1') {
      const pass = await client.loadSharedPage(sharer, filmId, ip);
      const friend = await client.newVisitor(ip);
      return { friend, pass, answer: (await client.visit(friend, sharer, filmId, { pass, ip })).body.data };
    },
    permission(caller: { fingerprint?: string; token?: string }, filmId: number, episode: number) {
      return send(app, 'GET', `/api/films/play-permission/${filmId}?episode_num=${episode}`, caller);
    },
  };
  return client;
}
