import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { episodes, films } from '../../db/schema/catalog';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { sharingClient, insertFilm } from './sharing.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;

beforeAll(async () => {
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx);
  client = sharingClient(app, t);
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.jpg', episodeCount: 12 }).returning();
  filmId = film!.id;
  await t.ctx.db
    .insert(episodes)
    .values(
      Array.from({ length: 12 }, (_, i) => ({ filmId, episodeNum: i + 1, durationSeconds: 90, videoPath: 'clips/clip-1.mp4', subtitleLangs: ['en', 'de'] })),
    );
});
afterAll(() => t.close());

let client: ReturnType<typeof sharingClient>;
const newVisitor = () => client.newVisitor();

const permission = (fingerprint: string, episode: number, film = filmId) =>
  send(app, 'GET', `/api/films/play-permission/${film}?episode_num=${episode}`, { fingerprint });

describe('short links', () => {
  it('shortens links of the site itself and redirects', async () => {
    const res = await send(app, 'POST', '/api/short-url', { form: { original_url: 'https://drama.example/playlet/1/plots.html?src_fingerprint=abc' } });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatch(/^https:\/\/drama\.example\/s\/[A-Za-z0-9]{7}$/);
    const again = await send(app, 'POST', '/api/short-url', { form: { original_url: 'https://drama.example/playlet/1/plots.html?src_fingerprint=abc' } });
    expect(again.body.data).toBe(res.body.data);
    const path = new URL(res.body.data).pathname;
    const hop = await send(app, 'GET', path);
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('https://drama.example/playlet/1/plots.html?src_fingerprint=abc');
  });

  it('refuses the host the request came to when the configuration does not name it', async () => {
    const res = await send(app, 'POST', '/api/short-url', { form: { original_url: 'http://localhost/terms.html' } });
    expect(res.body.msg).toBe('short_url.foreign_host');
  });

  it('refuses other hosts and bad links', async () => {
    const foreign = await send(app, 'POST', '/api/short-url', { form: { original_url: 'https://evil.example/phish' } });
    expect(foreign.body).toEqual({ code: 400, msg: 'short_url.foreign_host', data: null });
    const bad = await send(app, 'POST', '/api/short-url', { form: { original_url: 'not a url' } });
    expect(bad.body.msg).toBe('validation.original_url');
    const missing = await send(app, 'POST', '/api/short-url', { form: {} });
    expect(missing.body.msg).toBe('validation.original_url');
  });

  it('does not redirect unknown codes', async () => {
    expect((await send(app, 'GET', '/s/zzzzzzz')).status).toBe(404);
  });
});

describe('shares, visits and play permission', () => {
  it('unlocks the episodes after three distinct visitors other than the sharer', async () => {
    const sharer = await newVisitor();
    expect((await permission(sharer, 10)).body.data).toMatchObject({ allowed: true, reason: 'free', free_episodes: 10 });
    expect((await permission(sharer, 11)).body.data).toMatchObject({
      allowed: false,
      reason: 'locked',
      visits_so_far: 0,
      visits_needed: 3,
      application: 'none',
    });

    const shared = await send(app, 'POST', `/api/films/share/${filmId}`, { fingerprint: sharer, json: { channel: 'facebook' } });
    expect(shared.body.data).toMatchObject({ film_id: filmId, visits_so_far: 0, visits_needed: 3 });
    const shareRecordId = shared.body.data.share_record_id;
    // Each friend's browser loads the shared page first (share-visit.rules.test.ts covers the pass itself).
    const visit = async (visitor: string, recordId: number | undefined = shareRecordId) =>
      client.visit(visitor, sharer, filmId, { pass: await client.loadSharedPage(sharer, filmId), recordId });

    const first = await newVisitor();
    expect((await visit(first)).body.data).toEqual({ counted: true, reason: 'counted', visits_so_far: 1, visits_needed: 3 });
    expect((await visit(first)).body.data).toMatchObject({ counted: false, visits_so_far: 1 });
    expect((await visit(sharer)).body.data).toMatchObject({ counted: false, visits_so_far: 1 });
    expect((await visit('00000000-0000-4000-8000-000000000000')).body.data).toMatchObject({ counted: false, visits_so_far: 1 });
    // A second share of the same drama does not let the same visitor count twice.
    const second = await send(app, 'POST', `/api/films/share/${filmId}`, { fingerprint: sharer });
    expect((await visit(first, second.body.data.share_record_id)).body.data.counted).toBe(false);
    expect((await visit(await newVisitor(), undefined)).body.data.visits_so_far).toBe(2);
    expect((await permission(sharer, 11)).body.data).toMatchObject({ allowed: false, visits_so_far: 2 });
    expect((await visit(await newVisitor())).body.data).toEqual({ counted: true, reason: 'counted', visits_so_far: 3, visits_needed: 3 });
    expect((await permission(sharer, 12)).body.data).toMatchObject({ allowed: true, reason: 'share_unlocked', visits_so_far: 3 });

    const played = await send(app, 'POST', `/api/films/play/${filmId}`, { fingerprint: sharer, json: { episode_num: 12 } });
    expect(played.body.data).toMatchObject({ film_id: filmId, kind: 'episode', episode_num: 12, url: '/media/clips/clip-1.mp4' });
    expect(played.body.data.subtitles).toEqual([
      { lang: 'en', label: 'English', url: '/media/clips/clip-1.en.vtt' },
      { lang: 'de', label: 'Deutsch', url: '/media/clips/clip-1.de.vtt' },
    ]);
    expect((await permission(first, 12)).body.data.reason).toBe('locked');
  });

  it('refuses a visit for a share record of someone else or of another drama', async () => {
    const sharer = await newVisitor();
    const other = await newVisitor();
    const { body } = await send(app, 'POST', `/api/films/share/${filmId}`, { fingerprint: sharer });
    const res = await send(app, 'POST', '/api/films/share-visit', {
      fingerprint: await newVisitor(),
      srcFingerprint: other,
      json: { film_id: filmId, share_record_id: body.data.share_record_id },
    });
    expect(res.body).toMatchObject({ code: 404, msg: 'share.not_found' });
    const noSrc = await send(app, 'POST', '/api/films/share-visit', { fingerprint: other, json: { film_id: filmId } });
    expect(noSrc.body.msg).toBe('validation.src_fingerprint');
  });

  it('locks play beyond the free episodes and answers not found for unknown dramas and episodes', async () => {
    const visitor = await newVisitor();
    expect((await send(app, 'POST', `/api/films/play/${filmId}`, { fingerprint: visitor, json: { episode_num: 11 } })).body).toMatchObject({
      code: 403,
      msg: 'play.locked',
    });
    expect((await send(app, 'POST', `/api/films/play/${filmId}`, { fingerprint: visitor, json: { episode_num: 2 } })).body.code).toBe(0);
    expect((await permission(visitor, 99)).body).toMatchObject({ code: 404, msg: 'episode.not_found' });
    expect((await permission(visitor, 1, 999_999)).body).toMatchObject({ code: 404, msg: 'film.not_found' });
    expect((await send(app, 'POST', '/api/films/share/999999', { fingerprint: visitor })).body.msg).toBe('film.not_found');
    // A caller not identified yet (no Fingerprint) has no shares or applications: free episodes play, the rest are locked.
    expect((await send(app, 'GET', `/api/films/play-permission/${filmId}?episode_num=1`)).body.data).toMatchObject({ allowed: true, reason: 'free' });
    expect((await send(app, 'GET', `/api/films/play-permission/${filmId}?episode_num=11`)).body.data).toMatchObject({
      allowed: false,
      reason: 'locked',
      visits_so_far: 0,
      application: 'none',
    });
    expect((await send(app, 'POST', `/api/films/play/${filmId}`, { json: { episode_num: 2 } })).body.code).toBe(0);
    expect((await send(app, 'POST', `/api/films/play/${filmId}`, { json: { episode_num: 11 } })).body).toMatchObject({ code: 403, msg: 'play.locked' });
    expect((await send(app, 'GET', `/api/films/play-permission/abc?episode_num=1`, { fingerprint: visitor })).body.msg).toBe('validation.film_id');
  });
});
