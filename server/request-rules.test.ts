import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { adminTestServer } from './modules/admin/admin.test-support';
import { insertCatalogFixture } from './modules/catalog/catalog.fixture';
import { signedInUser } from './modules/catalog/catalog-test.harness';
import { judgeRequest, operationsOf, type FuzzRequest } from './openapi-arbitraries.test-support';
import type { TestContext } from './test-context';

/*
 * The rules every call follows before its handler runs (issue 30, item 7): bodies only in the media type the
 * call documents, tokens only as `Bearer <token>`, 405 with `Allow` for a method the path does not have, no
 * query parameter the call does not document, and Google sign-in that is not configured is not an outage.
 */

let t: TestContext;
let app: ReturnType<typeof createApp>;
let operatorToken: string;
let memberToken: string;

beforeAll(async () => {
  const server = await adminTestServer();
  t = server.t;
  app = server.app;
  operatorToken = server.operator.token;
  memberToken = server.member.token;
  await insertCatalogFixture(t.ctx);
});
afterAll(() => t.close());

/** A raw request: the body and headers exactly as given. */
async function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
  const res = await app.request(path, { method, headers, body }, env);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as { code: number; msg: string; data: unknown } };
}

describe('request bodies', () => {
  const favorite = JSON.stringify({ film_id: 1 });

  it('reads a JSON body only when it is sent as application/json', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'text/json']) {
      const res = await raw('POST', '/api/films/favorite', { authorization: `Bearer ${memberToken}`, 'content-type': type }, favorite);
      expect(res.status, type).toBe(415);
      expect(res.body, type).toMatchObject({ code: 415, msg: 'request.unsupported_media_type', data: null });
    }
    const untyped = await raw('POST', '/api/films/favorite', { authorization: `Bearer ${memberToken}` }, favorite);
    expect(untyped.body.msg).toBe('request.unsupported_media_type');
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      const res = await raw('POST', '/api/films/favorite', { authorization: `Bearer ${memberToken}`, 'content-type': type }, favorite);
      expect(res.status, type).toBe(200);
    }
  });

  it('holds operators’ writes to the same rule', async () => {
    const create = JSON.stringify({ title: 'Typed', slug: 'typed-drama' });
    const plain = await raw('POST', '/api/admin/catalog/films', { authorization: `Bearer ${operatorToken}`, 'content-type': 'text/plain' }, create);
    expect(plain.body).toMatchObject({ code: 415, msg: 'request.unsupported_media_type' });
    const decide = await raw(
      'POST',
      '/api/admin/comments/1/decide',
      { authorization: `Bearer ${operatorToken}`, 'content-type': 'text/plain;charset=UTF-8' },
      JSON.stringify({ decision: 'approve' }),
    );
    expect(decide.body).toMatchObject({ code: 415, msg: 'request.unsupported_media_type' });
  });

  it('reads a form call only as a urlencoded form', async () => {
    const json = await raw('POST', '/api/short-url', { 'content-type': 'application/json' }, JSON.stringify({ original_url: 'http://localhost/' }));
    expect(json.body).toMatchObject({ code: 415, msg: 'request.unsupported_media_type' });
    const form = await raw(
      'POST',
      '/api/short-url',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'original_url=http%3A%2F%2Flocalhost%3A3000%2Ffilm%2F1',
    );
    expect(form.body.msg).not.toBe('request.unsupported_media_type');
  });

  it('takes a call whose body may be absent without a body and without a type', async () => {
    const leaver = await signedInUser(t.ctx, 'leaver');
    const res = await raw('POST', '/api/users/logout', { authorization: `Bearer ${leaver.token}`, 'content-type': 'text/plain' });
    expect(res.status).toBe(200);
  });
});

describe('the Authorization header', () => {
  it('signs in only with the Bearer scheme (in any case), not with a bare token', async () => {
    const bare = await raw('GET', '/api/users/get_user', { authorization: memberToken });
    expect(bare.body).toMatchObject({ code: 401, msg: 'auth.required' });
    const other = await raw('GET', '/api/users/get_user', { authorization: `Token ${memberToken}` });
    expect(other.body).toMatchObject({ code: 401, msg: 'auth.required' });
    expect((await raw('GET', '/api/users/get_user', { authorization: `Bearer ${memberToken}` })).status).toBe(200);
    expect((await raw('GET', '/api/users/get_user', { authorization: `bearer ${memberToken}` })).status).toBe(200);
  });

  it('does not open the operators’ console to a bare token either', async () => {
    expect((await raw('GET', '/api/admin/me', { authorization: operatorToken })).body).toMatchObject({ code: 401, msg: 'auth.required' });
    expect((await raw('GET', '/api/admin/me', { authorization: `Bearer ${operatorToken}` })).status).toBe(200);
  });
});

describe('methods', () => {
  it('answers 405 with Allow for a method the path does not have', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/films/detail/1', 'GET, HEAD'],
      ['POST', '/api/films/detail/1', 'GET, HEAD'],
      ['PUT', '/api/config', 'GET, HEAD'],
      ['GET', '/api/users/logout', 'POST'],
      ['PATCH', '/api/films/favorite', 'POST'],
      ['OPTIONS', '/api/films/search', 'GET, HEAD'],
      ['PUT', '/api/openapi.json', 'GET, HEAD'],
      // Before the operators' guard: the method is wrong whoever asks.
      ['DELETE', '/api/admin/catalog/films/1', 'GET, HEAD, POST'],
      ['PUT', '/api/admin/me', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await raw(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(res.body, `${method} ${path}`).toMatchObject({ code: 405, msg: 'request.method_not_allowed', data: null });
    }
  });

  it('still answers 404 for a path no call has, and HEAD where GET is allowed', async () => {
    expect((await raw('DELETE', '/api/no-such-call')).body).toMatchObject({ code: 404, msg: 'request.not_found' });
    expect((await app.request('/api/config', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('query parameters', () => {
  it('refuses a parameter the call does not document', async () => {
    const unknown = await raw('GET', '/api/films/search?keyword=love&colour=red');
    expect(unknown.body).toMatchObject({ code: 400, msg: 'validation.query' });
    const none = await raw('GET', '/api/config?x=1');
    expect(none.body).toMatchObject({ code: 400, msg: 'validation.query' });
    const pathOnly = await raw('GET', '/api/films/detail/1?debug=true');
    expect(pathOnly.body).toMatchObject({ code: 400, msg: 'validation.query' });
  });

  it('takes the documented ones', async () => {
    expect((await raw('GET', '/api/films/search?keyword=love&page=1&page_size=5')).status).toBe(200);
    expect((await raw('GET', '/api/config')).status).toBe(200);
  });
});

describe('Google sign-in without configuration', () => {
  it('is a 404 with its message key, not an outage', async () => {
    const res = await raw('GET', '/api/users/google-callback?code=abc&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcb&code_verifier=' + 'v'.repeat(43));
    expect(res.body).toMatchObject({ code: 404, msg: 'auth.google_not_configured', data: null });
    expect(res.status).toBe(404);
  });
});

describe('what the document calls valid is what the server takes', () => {
  /** The document's verdict on a request and the server's answer to it. */
  async function both(operationId: string, request: Omit<FuzzRequest, 'parts'>) {
    const document = JSON.parse(await (await app.request('/api/openapi.json')).text());
    const operation = operationsOf(document).find((o) => o.id === operationId)!;
    const url = new URL(request.path, 'http://localhost');
    const verdict = judgeRequest(operation, { ...request, parts: { params: {}, query: [...url.searchParams] } }, document.components.schemas);
    const answer = await raw(request.method, request.path, request.headers, request.body);
    return { verdict: verdict.kind, status: answer.status, msg: answer.body.msg };
  }
  const visitor = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
  const json = { 'content-type': 'application/json' };

  it('feedback: an empty or blank message, or none, is invalid in the document and refused', async () => {
    for (const content of ['', '   ', '\n\t']) {
      const res = await both('createFeedback', {
        method: 'POST',
        path: '/api/films/create-feedback',
        headers: { ...json, fingerprint: visitor },
        body: JSON.stringify({ content }),
      });
      expect(res, JSON.stringify(content)).toMatchObject({ verdict: 'invalid', status: 400, msg: 'feedback.empty' });
    }
    const both_ = await both('createFeedback', {
      method: 'POST',
      path: '/api/films/create-feedback',
      headers: { ...json, fingerprint: visitor },
      body: JSON.stringify({ content: 'hi', apply_permission: true, film_id: 1 }),
    });
    expect(both_).toMatchObject({ verdict: 'invalid', status: 400 });
    const good = await both('createFeedback', {
      method: 'POST',
      path: '/api/films/create-feedback',
      headers: { ...json, fingerprint: visitor },
      body: JSON.stringify({ content: ' hi ' }),
    });
    expect(good).toMatchObject({ verdict: 'valid', status: 200 });
  });

  it('Fingerprint: an empty or malformed visitor id is invalid in the document and refused', async () => {
    for (const fingerprint of ['', 'not-a-uuid']) {
      const res = await both('createFeedback', {
        method: 'POST',
        path: '/api/films/create-feedback',
        headers: { ...json, fingerprint },
        body: JSON.stringify({ content: 'hi' }),
      });
      expect(res, fingerprint).toMatchObject({ verdict: 'invalid', status: 400, msg: 'validation.fingerprint' });
    }
  });

  it('short-url: a link off the site (https://com) is invalid in the document and refused; one of the site is taken', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const link of ['https://com', 'https://evil.example/x', 'http://user@localhost:3000/']) {
      const res = await both('shortUrl', {
        method: 'POST',
        path: '/api/short-url',
        headers: form,
        body: new URLSearchParams({ original_url: link }).toString(),
      });
      expect(res, link).toMatchObject({ verdict: 'invalid', status: 400, msg: 'short_url.foreign_host' });
    }
    const own = await both('shortUrl', {
      method: 'POST',
      path: '/api/short-url',
      headers: form,
      body: new URLSearchParams({ original_url: 'http://localhost:3000/film/1' }).toString(),
    });
    expect(own).toMatchObject({ verdict: 'valid', status: 200 });
  });

  it('an undocumented query parameter or a NUL byte is invalid in the document and refused', async () => {
    expect(await both('config', { method: 'GET', path: '/api/config?x=1', headers: {} })).toMatchObject({
      verdict: 'invalid',
      status: 400,
      msg: 'validation.query',
    });
    const nul = await both('search', { method: 'GET', path: '/api/films/search?keyword=a%00b', headers: {} });
    expect(nul).toMatchObject({ verdict: 'invalid', status: 400 });
    const spaced = await both('search', { method: 'GET', path: '/api/films/search?keyword=love&page=%201%20', headers: {} });
    expect(spaced).toMatchObject({ verdict: 'invalid', status: 400, msg: 'validation.page' });
  });
});
