import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, calls, type CallId } from '../../contract/all-calls';
import { envelope } from '../../contract/envelope';
import { contractHandlers } from '../msw/contract-handlers';
import { takeContractViolations } from '../msw/handler-for';
import { buildRequest } from '../msw/request-builder';
import { sampleRequests } from '../msw/sample-requests';

const ORIGIN = 'http://api.test';
const server = setupServer(...contractHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  expect(takeContractViolations()).toEqual([]);
});
afterAll(() => server.close());

describe('the list of calls', () => {
  it('has unique ids, each the key it is listed under', () => {
    expect(new Set(allCalls.map((call) => call.id)).size).toBe(allCalls.length);
    for (const [key, call] of Object.entries(calls)) expect(call.id).toBe(key);
  });

  it('has one call per method and path, every path under /api/', () => {
    const routes = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const call of allCalls) expect(call.path).toMatch(/^\/api\/[a-z0-9_/:-]+$/);
  });

  it('declares a params schema for exactly the :names of each path', () => {
    for (const call of allCalls) {
      const names = [...call.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]).sort();
      const declared = call.params && 'entries' in call.params ? Object.keys(call.params.entries as object).sort() : [];
      expect(declared, call.id).toEqual(names);
    }
  });

  it('sends bodies only with POST and form bodies only where declared', () => {
    for (const call of allCalls) {
      if (call.body) expect(call.method, call.id).toBe('POST');
      if (call.bodyType === 'form') expect(call.body, call.id).toBeDefined();
    }
  });

  it('covers every call of spec section 7', () => {
    const specPaths = [
      'POST /api/users/register',
      'POST /api/users/send_verification_code',
      'GET /api/users/get_user',
      'POST /api/users/login',
      'GET /api/users/google-callback',
      'POST /api/users/update_user',
      'POST /api/users/create',
      'GET /api/categories',
      'GET /api/films/search',
      'GET /api/films/featured',
      'GET /api/films/recommendations',
      'GET /api/films/rank-films',
      'GET /api/films/rank-category-list',
      'GET /api/films/page-type',
      'GET /api/films/recommend-topic-list',
      'GET /api/films/hot',
      'GET /api/films/comments',
      'GET /api/films/comment-images',
      'GET /api/films/user-favorite-films',
      'GET /api/films/user-comments',
      'GET /api/films/second-level-comments',
      'GET /api/films/more-hot-comments',
      'GET /api/films/top-by-category',
      'GET /api/films/contributors',
      'GET /api/comments/monthly-hot',
      'GET /api/films/detail/:id',
      'GET /api/films/comment-detail/:id',
      'GET /api/films/play-permission/:film_id',
      'GET /api/films/episode-detail/:film_id/:episode_num',
      'GET /api/films/page-seo-info',
      'GET /api/config',
      'POST /api/films/favorite',
      'POST /api/films/unfavorite',
      'POST /api/films/like-comment',
      'POST /api/films/unlike-comment',
      'POST /api/films/publish-reply',
      'POST /api/films/publish-rating',
      'POST /api/films/publish-comment',
      'POST /api/films/create-feedback',
      'POST /api/films/play/:film_id',
      'POST /api/films/share/:film_id',
      'POST /api/short-url',
    ];
    const routes = new Set(allCalls.map((call) => `${call.method} ${call.path}`));
    expect(specPaths.filter((route) => !routes.has(route))).toEqual([]);
  });
});

describe('the MSW fakes built from the contract', () => {
  it.each(Object.keys(calls) as CallId[])('%s answers a valid request with data of its schema', async (id) => {
    const call = calls[id];
    const response = await fetch(buildRequest(ORIGIN, call, sampleRequests[id]));
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const parsed = v.safeParse(envelope(call.data), body);
    expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
    expect(body).toMatchObject({ code: 0, msg: 'ok' });
  });
});
