import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAdminCalls } from '../../../contract/admin/admin-calls';
import { buildPath } from '../../../contract/call';
import { loadConfig } from '../../config';
import { send } from '../../test-request';
import { adminTestServer, OPERATOR_EMAIL } from './admin.test-support';

let s: Awaited<ReturnType<typeof adminTestServer>>;
beforeAll(async () => {
  s = await adminTestServer();
});
afterAll(() => s.t.close());

const pathOf = (path: string) => buildPath(path, Object.fromEntries([...path.matchAll(/:([a-z_]+)/g)].map((m) => [m[1]!, 1])));
// Every operator call, plus admin paths that name no call: the guard answers before any router looks.
const requests = [
  ...allAdminCalls.map((call) => [call.id, call.method, pathOf(call.path)] as const),
  ['unknown path', 'GET', '/api/admin/no-such-call'] as const,
  ['bare prefix', 'GET', '/api/admin'] as const,
  ['unknown POST', 'POST', '/api/admin/applications/1/unknown'] as const,
];

describe('the operator guard', () => {
  it.each(requests)('%s answers 401 signed out', async (_id, method, path) => {
    const res = await send(s.app, method, path, { json: method === 'POST' ? {} : undefined });
    expect([res.status, res.body]).toEqual([401, { code: 401, msg: 'auth.required', data: null }]);
  });

  it.each(requests)('%s answers 403 to a member who is no operator', async (_id, method, path) => {
    const res = await send(s.app, method, path, { token: s.member.token, json: method === 'POST' ? {} : undefined });
    expect([res.status, res.body]).toEqual([403, { code: 403, msg: 'admin.forbidden', data: null }]);
  });

  it('lets an operator in, whatever the case of the listed e-mail, and never lets a stale token in', async () => {
    const me = await s.call('GET', '/api/admin/me');
    expect(me.body).toMatchObject({ code: 0, data: { id: s.operator.id, email: OPERATOR_EMAIL, username: 'boss' } });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await s.call('GET', '/api/admin/no-such-call')).status).toBe(404);
    expect((await send(s.app, 'GET', '/api/admin/me', { token: 'not-a-session' })).status).toBe(401);
  });

  it('reads ADMIN_EMAILS as a case-insensitive list and refuses a value that is no e-mail list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.org ,' }).adminEmails).toEqual(['boss@example.com', 'ops@example.org']);
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss, ops@example.org' })).toThrow(/ADMIN_EMAILS/);
  });
});
