import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../../contract/all-calls';
import { errorResponse } from '../msw/envelopes';
import { filmDetail } from '../msw/fixtures';
import { handlerFor, takeContractViolations } from '../msw/handler-for';
import { buildRequest } from '../msw/request-builder';

const ORIGIN = 'http://api.test';
const server = setupServer();
const member = { Authorization: 'Bearer fake-session-token-0123456789abcdef' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  takeContractViolations();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function envelopeOf(response: Response) {
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

describe('handlerFor rejects what the server would reject', () => {
  it.each([
    ['a non-numeric path id', calls.filmDetail, { params: { id: 'abc' } }, 'validation.id'],
    ['a zero path id', calls.filmDetail, { params: { id: 0 } }, 'validation.id'],
    ['a page below 1', calls.hot, { query: { page: '0' } }, 'validation.page'],
    ['a page size above 100', calls.hot, { query: { page_size: '101' } }, 'validation.page_size'],
    ['an unknown period', calls.rankFilms, { query: { period: 'year' } }, 'validation.period'],
    ['a category filter that is not a slug', calls.hot, { query: { category: 'Rom Ance' } }, 'validation.category'],
    ['a missing keyword', calls.search, { query: {} }, 'validation.keyword'],
    ['a blank keyword', calls.search, { query: { keyword: '   ' } }, 'validation.keyword'],
    ['a malformed e-mail', calls.sendVerificationCode, { body: { email: 'not-an-email' } }, 'validation.email'],
    ['a 5-digit code', calls.register, { body: { email: 'a@b.co', password: 'long enough', code: '12345' } }, 'validation.code'],
    ['login with neither password nor code', calls.login, { body: { email: 'a@b.co', password: '', code: '' } }, 'validation.credentials'],
    ['login with both password and code', calls.login, { body: { email: 'a@b.co', password: 'secret!!', code: '123456' } }, 'validation.credentials'],
    ['an empty update', calls.updateUser, { headers: member, body: {} }, 'validation.update_user'],
    ['a score of 6', calls.publishRating, { headers: member, body: { film_id: 1, score: 6 } }, 'validation.score'],
    ['a film id sent as text in a body', calls.favorite, { headers: member, body: { film_id: 'one' } }, 'validation.film_id'],
    ['an empty comment', calls.publishComment, { headers: member, body: { film_id: 1, content: '  ' } }, 'validation.content'],
    [
      'ten comment images',
      calls.publishComment,
      { headers: member, body: { film_id: 1, content: 'x', image_urls: Array(10).fill('/a.webp') } },
      'validation.image_urls',
    ],
    ['empty feedback', calls.createFeedback, { headers: { Fingerprint: 'v1' }, body: { content: '' } }, 'feedback.empty'],
    [
      'feedback and application at once',
      calls.createFeedback,
      { headers: { Fingerprint: 'v1' }, body: { content: 'hi', apply_permission: true } },
      'validation.feedback',
    ],
    ['a share without the Fingerprint header', calls.share, { params: { film_id: 1 }, body: {} }, 'validation.fingerprint'],
    ['a share visit without SrcFingerprint', calls.shareVisit, { headers: { Fingerprint: 'v1' }, body: { film_id: 1 } }, 'validation.src_fingerprint'],
    ['a short-url of something that is not a URL', calls.shortUrl, { body: { original_url: 'nope' } }, 'validation.original_url'],
    ['a page path without its leading slash', calls.pageSeoInfo, { query: { page_path: 'playlet/1.html' } }, 'validation.page_path'],
  ] as const)('%s: 400 %s', async (_, call, sample, key) => {
    let reached = false;
    server.use(
      handlerFor(call, () => {
        reached = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { status, body } = await envelopeOf(await fetch(buildRequest(ORIGIN, call, sample)));
    expect({ status, body, reached }).toEqual({ status: 400, body: { code: 400, msg: key, data: null }, reached: false });
  });

  it('answers body code 401 auth.required to a call needing a session when no token is sent', async () => {
    server.use(
      handlerFor(calls.getUser, () => {
        throw new Error('must not be reached');
      }),
    );
    const { status, body } = await envelopeOf(await fetch(buildRequest(ORIGIN, calls.getUser)));
    expect({ status, body }).toEqual({ status: 401, body: { code: 401, msg: 'auth.required', data: null } });
  });

  it('answers 400 validation.body to a body that is not JSON', async () => {
    server.use(handlerFor(calls.favorite, () => ({ film_id: 1, favorited: true, favorite_count: 1 })));
    const request = new Request(`${ORIGIN}/api/films/favorite`, { method: 'POST', headers: { ...member, 'content-type': 'application/json' }, body: '{film' });
    expect((await envelopeOf(await fetch(request))).body.msg).toBe('validation.body');
  });
});

describe('handlerFor passes good requests to the fake, parsed', () => {
  it('gives the fake numbers for query strings and defaults for absent values', async () => {
    let seen: unknown;
    server.use(
      handlerFor(calls.search, ({ query }) => {
        seen = query;
        return { items: [], page: query.page, page_size: query.page_size, total: 0 };
      }),
    );
    const response = await fetch(buildRequest(ORIGIN, calls.search, { query: { keyword: '  ceo ', page: '3' } }));
    expect(seen).toEqual({ keyword: 'ceo', sort: 'relevance', page: 3, page_size: 20 });
    expect(await response.json()).toEqual({ code: 0, msg: 'ok', data: { items: [], page: 3, page_size: 20, total: 0 } });
  });

  it('treats an empty category filter as no filter', async () => {
    let seen: unknown;
    server.use(
      handlerFor(calls.rankFilms, ({ query }) => {
        seen = query;
        return { items: [], page: 1, page_size: 20, total: 0 };
      }),
    );
    await fetch(buildRequest(ORIGIN, calls.rankFilms, { query: { category: '', period: 'day' } }));
    expect(seen).toEqual({ period: 'day', page: 1, page_size: 20 });
  });

  it('reads form bodies for form calls and hands over the bearer token', async () => {
    let seen: unknown;
    server.use(
      handlerFor(calls.shortUrl, ({ body, token }) => {
        seen = { body, token };
        return 'https://dramas.example/s/x1';
      }),
    );
    const request = buildRequest(ORIGIN, calls.shortUrl, { headers: member, body: { original_url: 'https://dramas.example/playlet/1.html' } });
    const { body } = await envelopeOf(await fetch(request));
    expect(seen).toEqual({ body: { original_url: 'https://dramas.example/playlet/1.html' }, token: 'fake-session-token-0123456789abcdef' });
    expect(body.data).toBe('https://dramas.example/s/x1');
  });

  it('passes a fake Response through untouched, for failures the fake chooses', async () => {
    server.use(handlerFor(calls.filmDetail, () => errorResponse('film.not_found')));
    const { status, body } = await envelopeOf(await fetch(buildRequest(ORIGIN, calls.filmDetail, { params: { id: 999 } })));
    expect({ status, body }).toEqual({ status: 404, body: { code: 404, msg: 'film.not_found', data: null } });
  });

  it('refuses a fake whose data breaks the contract, naming the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(handlerFor(calls.filmDetail, () => ({ ...filmDetail(1), rating_avg: 9 })));
    const response = await fetch(buildRequest(ORIGIN, calls.filmDetail, { params: { id: 1 } }));
    expect(response.status).toBe(500);
    expect(takeContractViolations()).toEqual([expect.stringMatching(/^MSW fake of filmDetail .*rating_avg/)]);
  });

  it('only answers its own origin when one is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handlerFor(
        calls.config,
        () => {
          throw new Error('wrong origin matched');
        },
        { origin: 'http://other.test' },
      ),
    );
    await expect(fetch(buildRequest(ORIGIN, calls.config))).rejects.toThrow();
  });
});
