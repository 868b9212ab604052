import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls } from '../../../../contract/admin/admin-calls';
import { buildPath } from '../../../../contract/call';
import { insertCatalogFixture } from '../../catalog/catalog.fixture';
import { readDramaRecord, writeDrama } from './drama-store';
import { adminTestServer } from '../admin.test-support';

let server: Awaited<ReturnType<typeof adminTestServer>>;
let filmId: number;
beforeAll(async () => {
  server = await adminTestServer();
  filmId = (await insertCatalogFixture(server.t.ctx)).filmIds[0]!;
});
afterAll(() => server.t.close());

const SUBTITLE_CALLS = Object.values(adminCalls).filter((call) => call.id.startsWith('adminSubtitle'));
const tracksPath = (num = 1) => `/api/admin/catalog/films/${filmId}/episodes/${num}/subtitles`;

async function upload(lang: string, body: string | Uint8Array<ArrayBuffer>, num = 1) {
  const form = new FormData();
  form.append('file', new Blob([body], { type: 'text/vtt' }), 'track.vtt');
  const res = await server.app.request(`${tracksPath(num)}/${lang}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${server.operator.token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** The URL of the track in `lang` that the site's player gets for episode 1. */
const served = async (lang: string) =>
  ((await server.call('GET', `/api/films/episode-video/${filmId}?episode_num=1`)).body.data.subtitles as { lang: string; url: string }[]).find(
    (t) => t.lang === lang,
  )?.url;
const track = (data: any, lang: string) => data.tracks.find((t: { lang: string }) => t.lang === lang);

describe('subtitle tracks of an episode', () => {
  it('are for operators only', async () => {
    expect(SUBTITLE_CALLS.length).toBe(3);
    for (const call of SUBTITLE_CALLS) {
      const res = await server.call(call.method, buildPath(call.path, { id: filmId, num: 1, lang: 'en' }), {
        token: server.member.token,
        json: call.method === 'POST' ? {} : undefined,
      });
      expect([call.id, res.status, res.body?.msg]).toEqual([call.id, 403, 'admin.forbidden']);
    }
  });

  it('refuse a broken file with the problem and its line, and change nothing', async () => {
    const before = await server.call('GET', tracksPath());
    const broken: [string, string | Uint8Array<ArrayBuffer>, number, string, number][] = [
      ['unordered cues', 'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n', 400, 'media.subtitle_order', 6],
      ['a cue past the end', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\n\n00:01:59.000 --> 00:02:30.000\nB\n', 400, 'media.subtitle_past_end', 6],
      ['a script line', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>alert(1)</script>\n', 400, 'media.subtitle_markup', 4],
      ['not WebVTT', '1\n00:00:01,000 --> 00:00:02,000\nSRT\n', 400, 'media.subtitle_invalid', 1],
      ['5 MB', new Uint8Array(5 * 1024 * 1024).fill(65), 413, 'media.too_large', 0],
    ];
    for (const [name, body, status, key, line] of broken) {
      const res = await upload('en', body);
      expect([name, res.status, res.body.msg]).toEqual([name, status, key]);
      if (line) expect([name, res.body.data]).toEqual([name, { line }]);
    }
    expect((await server.call('GET', tracksPath())).body).toEqual(before.body);
  });

  it('serve an upload as a new version under a new URL, keep the history, and roll back', async () => {
    const original = (await served('en')) as string;
    const first = await upload('en', 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nCorrected line\n');
    expect(first.status).toBe(200);
    const en = track(first.body.data, 'en');
    expect(en.url).not.toBe(original);
    expect(en.versions.map((v: any) => [v.version, v.source, v.cues, v.created_by])).toEqual([
      [2, 'upload', 1, 'boss@example.com'],
      [1, 'original', expect.any(Number), 'catalog'],
    ]);
    expect(en.versions[1].url).toBe(original);
    // The site plays the new version at once (the film's cached answers were dropped).
    expect(await served('en')).toBe(en.url);
    const stored = await server.app.request(en.url);
    expect(await stored.text()).toContain('Corrected line');

    const back = await server.call('POST', `${tracksPath()}/en/rollback`, { json: { version: 1 } });
    expect(back.status).toBe(200);
    expect(track(back.body.data, 'en').url).toBe(original);
    expect(track(back.body.data, 'en').versions[0]).toMatchObject({ version: 3, source: 'rollback', restored_version: 1 });
    expect(await served('en')).toBe(original);
    expect((await server.call('POST', `${tracksPath()}/en/rollback`, { json: { version: 9 } })).body.msg).toBe('subtitle.version_not_found');
    expect((await server.call('POST', `${tracksPath()}/fr/rollback`, { json: { version: 1 } })).body.msg).toBe('subtitle.not_found');
    const audit = await server.call('GET', '/api/admin/audit-log?page=1&page_size=10');
    expect(audit.body.data.items.map((i: { action: string }) => i.action)).toEqual(expect.arrayContaining(['subtitle.uploaded', 'subtitle.rolled_back']));
  });

  it('add a language the episode had no track in', async () => {
    const added = await upload('hi', 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nनमस्ते\n');
    expect(track(added.body.data, 'hi').versions.map((v: any) => [v.version, v.source])).toEqual([[1, 'upload']]);
    expect(await served('hi')).toBe(track(added.body.data, 'hi').url);
    // The transcript page reads the version served, not the file beside the video.
    const transcript = await server.call('GET', `/api/films/transcript/${filmId}?episode_num=1&lang=hi`);
    expect(transcript.body.data.lines.map((line: { text: string }) => line.text)).toEqual(['नमस्ते']);
  });

  it('answer 404 for an episode that does not exist', async () => {
    expect((await server.call('GET', tracksPath(99))).body.msg).toBe('episode.not_found');
    expect((await upload('en', 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nx\n', 99)).body.msg).toBe('episode.not_found');
  });

  it('number parallel uploads one after the other, and refuse junk with a clear key', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => upload('fr', `WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nVersion ${n}\n`, 3)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const fr = track((await server.call('GET', tracksPath(3))).body.data, 'fr');
    expect(fr.versions.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect((await upload('xx', 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nx\n')).body.msg).toBe('validation.lang');
    expect((await upload('en', new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0x0a, 0xff, 0xfe, 0x00]))).body.msg).toBe('media.subtitle_invalid');
    const empty = await server.app.request(`${tracksPath()}/en`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${server.operator.token}` },
    });
    expect([empty.status, ((await empty.json()) as { msg: string }).msg]).toEqual([400, 'validation.file']);
  });

  it('go with the video: an episode whose video is replaced serves the tracks beside the new video, without the old history', async () => {
    await upload('de', 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nNeu\n', 2);
    const record = (await readDramaRecord(server.t.ctx.db, filmId))!;
    const episodes = record.episodes.map((e) => (e.number === 2 ? { ...e, videoPath: '/media/clips/2-recut.mp4' } : e));
    await server.t.ctx.db.transaction((tx) => writeDrama(tx, filmId, { ...record, episodes }));
    const after = await server.call('GET', tracksPath(2));
    expect(track(after.body.data, 'de')).toEqual({ lang: 'de', url: '/media/clips/2-recut.de.vtt', versions: [] });
    // Episode 1's versions stay.
    expect(track((await server.call('GET', tracksPath(1))).body.data, 'en').versions.length).toBeGreaterThan(0);
  });
});
