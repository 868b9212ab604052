import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_MAX } from '../../../contract/film/subtitle-reports.schemas';
import { MEMBER_LIMITS } from '../community/member-limits';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { signedInUser } from '../catalog/catalog-test.harness';
import { send } from '../../test-request';
import { adminTestServer } from './admin.test-support';

/*
 * Issue 33, item 2: a member reports a subtitle line; an operator approves it (a new 'correction' version of the
 * track, served under a new URL, kept in the history and audited) or rejects it; the reporter is told.
 */

let server: Awaited<ReturnType<typeof adminTestServer>>;
let filmId: number;
// Episode 1 is free; episode 2 is locked (FREE_EPISODES 1).
beforeAll(async () => {
  server = await adminTestServer({ freeEpisodes: 1 });
  filmId = (await insertCatalogFixture(server.t.ctx)).filmIds[0]!;
  for (const [lang, lines] of [
    ['en', ['Where were you last night?', 'I kept my promise.', 'You have no idea who I am.']],
    ['de', ['Wo warst du gestern Nacht?', 'Ich habe mein Versprechen gebrochen.', 'Du hast keine Ahnung, wer ich bin.']],
  ] as const) {
    const vtt = `WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.000\n${lines[0]}\n\n2\n00:00:03.400 --> 00:00:05.900\n${lines[1]}\n\n3\n00:00:06.300 --> 00:00:08.800\n${lines[2]}\n`;
    for (const num of [1, 2]) expect((await upload(lang, vtt, num)).status).toBe(200);
  }
});
afterAll(() => server.t.close());

async function upload(lang: string, body: string, num: number) {
  const form = new FormData();
  form.append('file', new Blob([body], { type: 'text/vtt' }), 'track.vtt');
  const res = await server.app.request(`/api/admin/catalog/films/${filmId}/episodes/${num}/subtitles/${lang}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${server.operator.token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}

const report = (token: string, body: Record<string, unknown>) =>
  send(server.app, 'POST', '/api/films/subtitle-report', { token, json: { film_id: filmId, episode_num: 1, lang: 'de', ...body } });
const decide = (id: number, body: Record<string, unknown>) => server.call('POST', `/api/admin/subtitle-reports/${id}/decide`, { json: body });
const queue = async (which = 'pending') => (await server.call('GET', `/api/admin/subtitle-reports?queue=${which}&page=1&page_size=50`)).body.data;
const servedUrl = async (lang: string) =>
  ((await server.call('GET', `/api/films/episode-video/${filmId}?episode_num=1`)).body.data.subtitles as { lang: string; url: string }[]).find(
    (t) => t.lang === lang,
  )!.url;
const tracks = async () => (await server.call('GET', `/api/admin/catalog/films/${filmId}/episodes/1/subtitles`)).body.data;

describe('reporting a subtitle line', () => {
  it('files a report on the line at that moment, quoted from the served track, once per member and moment', async () => {
    const first = await report(server.member.token, { at: 4.2, kind: 'mistranslated', suggestion: 'Ich habe mein Versprechen gehalten.' });
    expect([first.status, first.body.data.status]).toEqual([200, 'pending']);
    const again = await report(server.member.token, { at: 3.4, kind: 'mistranslated' });
    expect(again.body.data.id).toBe(first.body.data.id);
    const [item] = (await queue()).items;
    expect(item).toMatchObject({
      id: first.body.data.id,
      kind: 'mistranslated',
      lang: 'de',
      at: 3.4,
      episode_num: 1,
      reporter: { username: 'member' },
      reported_text: 'Ich habe mein Versprechen gebrochen.',
      suggestion: 'Ich habe mein Versprechen gehalten.',
      line: { start: 3.4, end: 5.9, text: 'Ich habe mein Versprechen gebrochen.' },
      previous: { text: 'Wo warst du gestern Nacht?' },
      next: { text: 'Du hast keine Ahnung, wer ich bin.' },
      original: { lang: 'en', text: 'I kept my promise.' },
      decided_by: null,
    });
  });

  it('refuses with clear keys: no line there, past the end, a locked episode, no track, an unknown language, too long', async () => {
    const token = (await signedInUser(server.t.ctx, 'careful')).token;
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['a gap between lines', { at: 6.1, kind: 'mistimed' }, 400, 'subtitle_report.no_line'],
      ['after the episode', { at: 500, kind: 'missing' }, 400, 'subtitle_report.past_end'],
      ['a locked episode', { episode_num: 2, at: 1, kind: 'offensive' }, 403, 'subtitle_report.locked'],
      ['no episode', { episode_num: 9, at: 1, kind: 'offensive' }, 404, 'episode.not_found'],
      ['no track in that language', { lang: 'hi', at: 1, kind: 'offensive' }, 404, 'subtitle.not_found'],
      ['an unknown language', { lang: 'xx', at: 1, kind: 'offensive' }, 400, 'validation.lang'],
      ['an unknown kind', { at: 1, kind: 'boring' }, 400, 'validation.kind'],
      ['a negative moment', { at: -1, kind: 'offensive' }, 400, 'validation.at'],
      ['a suggestion too long', { at: 1, kind: 'mistranslated', suggestion: 'x'.repeat(SUGGESTION_MAX + 1) }, 400, 'validation.suggestion'],
      ['a huge body', { at: 1, kind: 'mistranslated', suggestion: 'x'.repeat(1_000_000) }, 413, 'request.too_large'],
      ['a blank suggestion', { at: 1, kind: 'mistranslated', suggestion: '   ' }, 400, 'validation.suggestion'],
    ];
    for (const [name, body, status, key] of cases) {
      const res = await report(token, body);
      expect([name, res.status, res.body.msg]).toEqual([name, status, key]);
    }
    const visitor = await send(server.app, 'POST', '/api/films/subtitle-report', {
      json: { film_id: filmId, episode_num: 1, lang: 'de', at: 1, kind: 'offensive' },
    });
    expect([visitor.status, visitor.body.msg]).toEqual([401, 'auth.required']);
  });

  it('limits a member to a number of reports an hour', async () => {
    const token = (await signedInUser(server.t.ctx, 'script')).token;
    const { max } = MEMBER_LIMITS.subtitleReport;
    const answers = [];
    for (let n = 0; n <= max; n++) answers.push(await report(token, { at: 0.5 + (n % 3) * 0.1, kind: 'missing', lang: 'en' }));
    expect(answers.slice(0, max).every((a) => a.status === 200)).toBe(true);
    expect([answers[max]!.status, answers[max]!.body.msg]).toEqual([429, 'subtitle_report.rate_limited']);
  });
});

describe('deciding a subtitle line report', () => {
  it('approves with an edit: a new correction version under a new URL, the old one kept, the reporter told', async () => {
    const before = await servedUrl('de');
    const { id } = (await report(server.member.token, { at: 3.4, kind: 'mistranslated' })).body.data;
    // Two operators approve at once: one version is made, the other is told it was decided.
    const answers = await Promise.all([decide(id, { decision: 'approve', text: 'Ich habe mein Versprechen gehalten!' }), decide(id, { decision: 'approve' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.msg).toBe('subtitle_report.decided');
    const approved = answers.find((a) => a.status === 200)!.body.data;
    expect(approved).toMatchObject({ status: 'approved', decided_by: 'boss@example.com', line: { text: approved.applied_text } });

    const after = await servedUrl('de');
    expect(after).not.toBe(before);
    const text = await (await server.app.request(after)).text();
    expect(text).toContain('\n2\n00:00:03.400 --> 00:00:05.900\n');
    expect(text).toContain(approved.applied_text);
    expect(text).toContain('Wo warst du gestern Nacht?');
    const de = (await tracks()).tracks.find((t: { lang: string }) => t.lang === 'de');
    expect(de.versions[0]).toMatchObject({
      version: approved.track_version,
      source: 'correction',
      created_by: 'boss@example.com',
      change: { report_id: id, at: 3.4, before: 'Ich habe mein Versprechen gebrochen.', after: approved.applied_text },
    });
    expect(de.versions[1].url).toBe(before);
    const notices = (await send(server.app, 'GET', '/api/notifications', { token: server.member.token })).body.data;
    expect(notices.items[0]).toMatchObject({ type: 'subtitle_report_approved', excerpt: approved.applied_text, film: { id: filmId } });
    const audit = await server.call('GET', '/api/admin/audit-log?page=1&page_size=5');
    expect(audit.body.data.items[0].action).toBe('subtitle.corrected');
    expect((await decide(id, { decision: 'reject' })).body.msg).toBe('subtitle_report.decided');
    expect((await queue('decided')).items.map((i: { id: number }) => i.id)).toContain(id);
    // The member's data export lists the report and its outcome.
    const exported = (await send(server.app, 'GET', '/api/users/export', { token: server.member.token })).body.data;
    expect(exported.subtitle_reports).toContainEqual(
      expect.objectContaining({
        film_id: filmId,
        episode_num: 1,
        lang: 'de',
        at: 3.4,
        kind: 'mistranslated',
        status: 'approved',
        applied_text: approved.applied_text,
      }),
    );

    // An operator can roll the correction back, as any version.
    const back = await server.call('POST', `/api/admin/catalog/films/${filmId}/episodes/1/subtitles/de/rollback`, {
      json: { version: de.versions[1].version },
    });
    expect(back.status).toBe(200);
    expect(await servedUrl('de')).toBe(before);
  });

  it('decides a report once, however many decisions race: one answer wins, the others are told it was decided', async () => {
    const token = (await signedInUser(server.t.ctx, 'racer')).token;
    const { id } = (await report(token, { at: 6.3, kind: 'mistranslated', suggestion: 'Du ahnst nicht, wer ich bin.' })).body.data;
    const versions = async () => (await tracks()).tracks.find((t: { lang: string }) => t.lang === 'de').versions.length;
    const before = await versions();
    const answers = await Promise.all([
      decide(id, { decision: 'approve' }),
      decide(id, { decision: 'reject' }),
      decide(id, { decision: 'approve', text: 'Du weißt nicht, wer ich bin.' }),
      decide(id, { decision: 'reject' }),
      decide(id, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    expect(await versions()).toBe(before + (winner.status === 'approved' ? 1 : 0));
    const notices = (await send(server.app, 'GET', '/api/notifications', { token })).body.data;
    expect(notices.items.length).toBe(1);
  });

  it('adds a missing line at its moment, and refuses an approval without any text', async () => {
    const token = (await signedInUser(server.t.ctx, 'listener')).token;
    const bare = (await report(token, { at: 9.5, kind: 'missing' })).body.data;
    expect((await decide(bare.id, { decision: 'approve' })).body.msg).toBe('subtitle_report.text_required');
    const added = await decide(bare.id, { decision: 'approve', text: 'Geh nicht! <script>' });
    expect(added.status).toBe(200);
    expect(added.body.data.line).toMatchObject({ start: 9.5, text: 'Geh nicht! <script>' });
    const text = await (await server.app.request(await servedUrl('de'))).text();
    expect(text).toContain('00:09.500 --> 00:11.500\nGeh nicht! &lt;script&gt;');
  });

  it('rejects: nothing changes, the reporter is told', async () => {
    const before = await servedUrl('de');
    const token = (await signedInUser(server.t.ctx, 'picky')).token;
    const { id } = (await report(token, { at: 1, kind: 'offensive' })).body.data;
    const rejected = await decide(id, { decision: 'reject' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', track_version: null });
    expect(await servedUrl('de')).toBe(before);
    const notices = (await send(server.app, 'GET', '/api/notifications', { token })).body.data;
    expect(notices.items[0]).toMatchObject({ type: 'subtitle_report_rejected', excerpt: 'Wo warst du gestern Nacht?' });
    expect((await decide(999_999, { decision: 'reject' })).body.msg).toBe('subtitle_report.not_found');
    expect((await decide(id, { decision: 'approve', text: 'x'.repeat(SUGGESTION_MAX + 1) })).body.msg).toBe('validation.text');
    const member = await send(server.app, 'GET', '/api/admin/subtitle-reports', { token: server.member.token });
    expect([member.status, member.body.msg]).toEqual([403, 'admin.forbidden']);
  });
});
