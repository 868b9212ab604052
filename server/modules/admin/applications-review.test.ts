import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test-request';
import { sharingClient, insertFilm } from '../sharing/sharing.test-support';
import { adminTestServer } from './admin.test-support';

let s: Awaited<ReturnType<typeof adminTestServer>>;
let client: ReturnType<typeof sharingClient>;
beforeAll(async () => {
  s = await adminTestServer({ permissionApplications: 'review' });
  client = sharingClient(s.app, s.t);
});
afterAll(() => s.t.close());

const browser = '00000000-0000-4000-8000-0000000000c1';
const feedbackCall = (token: string, json: unknown) => send(s.app, 'POST', '/api/films/create-feedback', { token, fingerprint: browser, json });
const permission = async (token: string, filmId: number) => (await client.permission({ token }, filmId, 11)).body.data;

describe('reviewing permission applications (PERMISSION_APPLICATIONS=review)', () => {
  it('queues an application with the member, the drama, their message and history; approval unlocks at once and is audited', async () => {
    const filmId = await insertFilm(s.t);
    const token = await client.newMember();
    await feedbackCall(token, { content: 'I missed the ending, may I watch it?', film_id: filmId });
    const sent = await feedbackCall(token, { apply_permission: true, film_id: filmId });
    expect(sent.body.data).toMatchObject({ kind: 'application', status: 'pending' });
    expect(await permission(token, filmId)).toMatchObject({ allowed: false, application: 'pending' });

    const queue = (await s.call('GET', '/api/admin/applications')).body.data;
    const item = queue.items.find((a: { id: number }) => a.id === sent.body.data.id);
    expect(item).toMatchObject({
      status: 'pending',
      film: { id: filmId },
      message: 'I missed the ending, may I watch it?',
      history: { applications: 1, approved: 0, denied: 0, comments: 0, hidden_comments: 0 },
    });
    expect(item.member.email).toMatch(/^member-\d+-\d+@example\.com$/);

    const decided = await s.call('POST', `/api/admin/applications/${item.id}/decide`, { json: { decision: 'approve', reply: '  Enjoy!  ' } });
    expect(decided.body.data).toMatchObject({ status: 'approved', reply: 'Enjoy!' });
    expect(await permission(token, filmId)).toMatchObject({ allowed: true, reason: 'approved', application: 'approved', application_reply: 'Enjoy!' });
    expect((await s.call('GET', '/api/admin/applications')).body.data.items.map((a: { id: number }) => a.id)).not.toContain(item.id);

    const audit = (await s.call('GET', '/api/admin/audit-log?action=application.')).body.data.items[0];
    expect(audit).toMatchObject({
      operator_email: 'boss@example.com',
      action: 'application.approved',
      subject_type: 'application',
      subject_id: String(item.id),
      before: { status: 'pending', reply: null, film_id: filmId },
      after: { status: 'approved', reply: 'Enjoy!', film_id: filmId },
    });
    expect((await s.call('POST', `/api/admin/applications/${item.id}/decide`, { json: { decision: 'deny' } })).body).toMatchObject({
      code: 409,
      msg: 'admin.application_decided',
    });
  });

  it('a denial with a reply shows on the lock panel, and the member may apply again', async () => {
    const filmId = await insertFilm(s.t);
    const token = await client.newMember();
    const { id } = (await feedbackCall(token, { apply_permission: true, film_id: filmId })).body.data;
    await s.call('POST', `/api/admin/applications/${id}/decide`, { json: { decision: 'deny', reply: 'Share it with friends instead.' } });
    expect(await permission(token, filmId)).toMatchObject({ allowed: false, application: 'denied', application_reply: 'Share it with friends instead.' });
    expect((await s.call('GET', '/api/admin/applications?status=denied')).body.data.items[0]).toMatchObject({ id, status: 'denied', history: { denied: 1 } });
    const again = (await feedbackCall(token, { apply_permission: true, film_id: filmId })).body.data;
    expect(again).toMatchObject({ status: 'pending' });
    expect(again.id).not.toBe(id);
    expect(await permission(token, filmId)).toMatchObject({ application: 'pending' });
  });

  it('decides an application once when two operators click at the same moment, and refuses bad input', async () => {
    const filmId = await insertFilm(s.t);
    const token = await client.newMember();
    const { id } = (await feedbackCall(token, { apply_permission: true, film_id: filmId })).body.data;
    const answers = await Promise.all([
      s.call('POST', `/api/admin/applications/${id}/decide`, { json: { decision: 'approve' } }),
      s.call('POST', `/api/admin/applications/${id}/decide`, { json: { decision: 'deny' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const entries = (await s.call('GET', '/api/admin/audit-log?action=application.&page_size=100')).body.data.items.filter(
      (e: { subject_id: string }) => e.subject_id === String(id),
    );
    expect(entries).toHaveLength(1);
    expect((await s.call('POST', '/api/admin/applications/999999/decide', { json: { decision: 'approve' } })).body.msg).toBe('admin.application_not_found');
    expect((await s.call('POST', `/api/admin/applications/${id}/decide`, { json: { decision: 'maybe' } })).status).toBe(400);
    expect((await s.call('POST', `/api/admin/applications/${id}/decide`, { json: { decision: 'approve', reply: 'x'.repeat(501) } })).body.msg).toBe(
      'validation.reply',
    );
    expect((await s.call('GET', '/api/admin/applications?status=everything')).status).toBe(400);
  });
});
