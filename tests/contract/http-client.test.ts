import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, pageSeoInfo } from '../../contract/site/config.calls';
import type { SiteConfig } from '../../contract/site/config.schemas';
import { filmDetail } from '../../contract/film/films.calls';
import { shareVisit, shortUrl } from '../../contract/sharing/share.calls';
import { createVisitor, getUser } from '../../contract/account/users.calls';
import type { RequestContext } from '../../src/application/shared/request-context.port';
import type { Toast, Toaster } from '../../src/application/shared/toaster.port';
import { FakeLogger } from '../../src/application/shared/fakes/fake-logger';
import { ApiError } from '../../src/domain/errors/api-error';
import type { UserMessage } from '../../src/domain/errors/user-message';
import { ApiVisitorGateway } from '../../src/infrastructure/api/visitor-gateway.adapter';
import { KyApiClient } from '../../src/infrastructure/http/ky-api-client.adapter';
import { PagePayloadCache } from '../../src/infrastructure/http/page-payload-cache';
import { PreloadedAnswers } from '../../src/infrastructure/http/preloaded-answers';
import { errorResponse } from '../msw/envelopes';
import { handlerFor } from '../msw/handler-for';
import { filmDetail as filmDetailFixture } from '../msw/fixtures';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const siteConfig: SiteConfig = {
  total_dramas: 42,
  languages: [
    { code: 'en', name: 'English' },
    { code: 'sw', name: 'Kiswahili' },
  ],
  default_language: 'en',
  google_client_id: null,
  tag_manager_id: null,
  free_episodes: 10,
  share_unlock_visits: 3,
};

const member = { id: '3f0c6a3e-8d1b-4c59-9a55-0e7b1f2d4c6a', username: 'amani', email: 'amani@example.com', avatar_path: null };

function setup(identity: Partial<RequestContext> = {}, timeoutMs = 15_000, preloaded = PreloadedAnswers.none(), payloads?: PagePayloadCache) {
  const context: RequestContext = { token: null, locale: 'sw', fingerprintId: null, srcFingerprintId: null, ...identity };
  const shown: UserMessage[] = [];
  const toaster: Toaster = {
    toasts: [] as Toast[],
    show: (message) => void shown.push(typeof message === 'string' ? { key: message } : message),
    dismiss: () => undefined,
  };
  const sessionEvents = { unauthorized: vi.fn() };
  const client = new KyApiClient(
    context,
    sessionEvents,
    toaster,
    new FakeLogger(),
    { origin, timeoutMs, host: () => 'dramas.example:3000' },
    preloaded,
    undefined,
    undefined,
    payloads,
  );
  return { client, shown, sessionEvents };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('KyApiClient against MSW handlers built from the contract', () => {
  it('sends the spec headers of a signed-in visitor', async () => {
    const seen = vi.fn();
    server.use(
      handlerFor(getUser, ({ request }) => {
        seen(Object.fromEntries(request.headers));
        return member;
      }),
    );
    const { client } = setup({ token: 'tok_0123456789abcdefghijkl', fingerprintId: 'f1d2', srcFingerprintId: 's9e8' });
    await client.call(getUser, {});
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        authorization: 'Bearer tok_0123456789abcdefghijkl',
        'accept-language': 'sw',
        fingerprint: 'f1d2',
        srcfingerprint: 's9e8',
        'x-domain': 'dramas.example:3000',
      }),
    );
  });

  it("confirms a share visit with the visit's own sharer, not the one the shared cookie names now", async () => {
    const seen = vi.fn();
    server.use(
      handlerFor(shareVisit, ({ request }) => {
        seen(request.headers.get('SrcFingerprint'));
        return { counted: true, reason: 'counted' as const, visits_so_far: 1, visits_needed: 3 };
      }),
    );
    const { client } = setup({ fingerprintId: 'f1d2', srcFingerprintId: 'other-tab-sharer' });
    await new ApiVisitorGateway(client).confirmShareVisit(7, null, 'this-tab-sharer');
    expect(seen).toHaveBeenCalledWith('this-tab-sharer');
  });

  it('leaves identity headers out for an anonymous visitor', async () => {
    const seen = vi.fn();
    server.use(
      handlerFor(config, ({ request }) => {
        seen([...request.headers.keys()]);
        return siteConfig;
      }),
    );
    await setup().client.call(config, {});
    const names = seen.mock.calls[0]?.[0] as string[];
    expect(names).toEqual(expect.arrayContaining(['accept-language', 'x-domain']));
    expect(names).not.toEqual(expect.arrayContaining(['authorization']));
    expect(names.some((name) => name === 'fingerprint' || name === 'srcfingerprint')).toBe(false);
  });

  it('answers the parsed data of a code 0 envelope', async () => {
    server.use(handlerFor(config, () => siteConfig));
    const { client, shown } = setup();
    const data = await client.call(config, {});
    expect(data.total_dramas).toBe(42);
    expect(data.languages.map((language) => language.code)).toEqual(['en', 'sw']);
    expect(shown).toEqual([]);
  });

  it('fills path parameters and sends query values as strings', async () => {
    const queries: string[] = [];
    server.use(
      handlerFor(filmDetail, ({ params }) => filmDetailFixture(params.id)),
      http.get(`${origin}/api/films/page-seo-info`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return errorResponse('page.not_found');
      }),
    );
    const { client } = setup();
    const film = await client.call(filmDetail, { params: { id: 17 } });
    expect(film.id).toBe(17);
    await failure(client.call(pageSeoInfo, { query: { page_path: '/sw/ranking-page.html' } }));
    expect(queries).toEqual(['?page_path=%2Fsw%2Franking-page.html']);
  });

  it('sends JSON bodies and form bodies as the call declares', async () => {
    server.use(
      handlerFor(createVisitor, ({ body }) => ({
        uuid: body.x_u_key === 'a1b2c3d4e5f6' ? '9b2e4c1a-7d3f-4e5a-8b6c-0d1e2f3a4b5c' : '00000000-0000-4000-8000-000000000000',
      })),
      handlerFor(shortUrl, ({ request, body }) => {
        expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
        return `https://dramas.example/s/${body.original_url.length}`;
      }),
    );
    const { client } = setup();
    await expect(client.call(createVisitor, { body: { x_u_key: 'a1b2c3d4e5f6' } })).resolves.toEqual({ uuid: '9b2e4c1a-7d3f-4e5a-8b6c-0d1e2f3a4b5c' });
    await expect(client.call(shortUrl, { body: { original_url: 'https://dramas.example/playlet/3.html' } })).resolves.toBe('https://dramas.example/s/37');
  });

  it('opens the login modal and rejects on 401, without a toast', async () => {
    server.use(handlerFor(getUser, () => member));
    const { client, shown, sessionEvents } = setup();
    const error = await failure(client.call(getUser, {}));
    expect(sessionEvents.unauthorized).toHaveBeenCalledOnce();
    expect({ kind: error.kind, code: error.code, msgKey: error.msgKey }).toEqual({ kind: 'unauthorized', code: 401, msgKey: 'site-errors:auth.required' });
    expect(shown).toEqual([]);
  });

  it('opens the login modal for a body code 401 sent with HTTP 200', async () => {
    server.use(http.get(`${origin}/api/config`, () => HttpResponse.json({ code: 401, msg: 'auth.required', data: null })));
    const { client, sessionEvents } = setup();
    expect((await failure(client.call(config, {}))).kind).toBe('unauthorized');
    expect(sessionEvents.unauthorized).toHaveBeenCalledOnce();
  });

  it('toasts the msg of another non-zero body code and rejects', async () => {
    server.use(http.get(`${origin}/api/config`, () => HttpResponse.json({ code: 503, msg: 'server.unavailable', data: null })));
    const { client, shown, sessionEvents } = setup();
    const error = await failure(client.call(config, {}));
    expect(error.kind).toBe('api');
    expect(error.code).toBe(503);
    expect(shown).toEqual([{ key: 'site-errors:server.unavailable' }]);
    expect(sessionEvents.unauthorized).not.toHaveBeenCalled();
  });

  it('toasts the msg key of an HTTP error envelope', async () => {
    server.use(handlerFor(filmDetail, () => errorResponse('film.not_found')));
    const { client, shown } = setup();
    const error = await failure(client.call(filmDetail, { params: { id: 99 } }));
    expect({ kind: error.kind, status: error.status, msgKey: error.msgKey }).toEqual({ kind: 'http', status: 404, msgKey: 'site-errors:film.not_found' });
    expect(shown).toEqual([{ key: 'site-errors:film.not_found', text: 'Not Found' }]);
  });

  it('toasts the status text of an HTTP 500 without an envelope', async () => {
    server.use(http.get(`${origin}/api/config`, () => new HttpResponse('upstream exploded', { status: 500, statusText: 'Internal Server Error' })));
    const { client, shown } = setup();
    const error = await failure(client.call(config, {}));
    expect({ kind: error.kind, status: error.status }).toEqual({ kind: 'http', status: 500 });
    expect(shown).toEqual([{ text: 'Internal Server Error' }]);
  });

  it("toasts 'Network error' when the network fails", async () => {
    server.use(http.get(`${origin}/api/config`, () => HttpResponse.error()));
    const { client, shown } = setup();
    const error = await failure(client.call(config, {}));
    expect({ kind: error.kind, msgKey: error.msgKey, status: error.status }).toEqual({ kind: 'network', msgKey: 'site-errors:network', status: 0 });
    expect(shown).toEqual([{ key: 'site-errors:network', text: 'Network error' }]);
  });

  it('gives up after the timeout', async () => {
    server.use(
      http.get(`${origin}/api/config`, async () => {
        await delay(500);
        return HttpResponse.json({ code: 0, msg: 'ok', data: siteConfig });
      }),
    );
    const { client, shown } = setup({}, 50);
    const started = Date.now();
    const error = await failure(client.call(config, {}));
    expect(Date.now() - started).toBeLessThan(450);
    expect({ kind: error.kind, msgKey: error.msgKey }).toEqual({ kind: 'network', msgKey: 'site-errors:timeout' });
    expect(shown).toEqual([{ key: 'site-errors:timeout', text: 'Network error' }]);
  });

  it('rejects data of the wrong shape even with code 0', async () => {
    server.use(http.get(`${origin}/api/config`, () => HttpResponse.json({ code: 0, msg: 'ok', data: { total_dramas: 'many' } })));
    const { client, shown } = setup();
    const error = await failure(client.call(config, {}));
    expect(error.kind).toBe('invalid');
    expect(shown).toEqual([{ key: 'site-errors:invalid_response' }]);
  });

  it('rejects an answer that is not an envelope', async () => {
    server.use(http.get(`${origin}/api/config`, () => new HttpResponse('<html>proxy page</html>', { status: 200, headers: { 'content-type': 'text/html' } })));
    expect((await failure(setup().client.call(config, {}))).kind).toBe('invalid');
  });

  it('refuses input that breaks the contract without sending it, naming the field as the server would', async () => {
    const sent = vi.fn();
    server.use(
      http.post(`${origin}/api/users/create`, () => {
        sent();
        return HttpResponse.json({ code: 0, msg: 'ok', data: { uuid: member.id } });
      }),
    );
    const { client, shown } = setup();
    const error = await failure(client.call(createVisitor, { body: { x_u_key: 'short' } }));
    expect(error).toMatchObject({ code: 400, status: 400, msgKey: 'site-errors:validation.x_u_key' });
    expect(shown).toEqual([{ key: 'site-errors:validation.x_u_key' }]);
    expect(sent).not.toHaveBeenCalled();
  });

  it('only logs the failures of silent calls', async () => {
    server.use(http.get(`${origin}/api/config`, () => HttpResponse.error()));
    const { client, shown } = setup();
    await failure(client.call(config, {}, { silent: true }));
    expect(shown).toEqual([]);
  });

  describe('answers the server preloaded into the page', () => {
    const preloadedFilm = (film: unknown) => new PreloadedAnswers(() => JSON.stringify({ '/api/films/detail/17': { code: 0, msg: 'ok', data: film } }));

    it('serves a preloaded answer once, then asks the network', async () => {
      const sent = vi.fn();
      server.use(handlerFor(filmDetail, ({ params }) => (sent(), filmDetailFixture(params.id))));
      const { client } = setup({}, 15_000, preloadedFilm({ ...filmDetailFixture(17), title: 'From the page' }));
      expect((await client.call(filmDetail, { params: { id: 17 } })).title).toBe('From the page');
      expect(sent).not.toHaveBeenCalled();
      expect((await client.call(filmDetail, { params: { id: 17 } })).title).not.toBe('From the page');
      expect(sent).toHaveBeenCalledOnce();
    });

    it('fetches again when a preloaded answer breaks the contract', async () => {
      server.use(handlerFor(filmDetail, ({ params }) => filmDetailFixture(params.id)));
      const { client } = setup({}, 15_000, preloadedFilm({ id: 'seventeen' }));
      expect((await client.call(filmDetail, { params: { id: 17 } })).id).toBe(17);
    });

    it('keeps a preloaded "not found" (the page was rendered with it) instead of asking again after hydration', async () => {
      const sent = vi.fn();
      server.use(handlerFor(filmDetail, ({ params }) => (sent(), filmDetailFixture(params.id))));
      const notFound = new PreloadedAnswers(() => JSON.stringify({ '/api/films/detail/17': { code: 404, msg: 'film.not_found', data: null } }));
      const { client } = setup({}, 15_000, notFound);
      const error = await failure(client.call(filmDetail, { params: { id: 17 } }));
      expect(error).toMatchObject({ code: 404, msgKey: 'site-errors:film.not_found' });
      expect(sent).not.toHaveBeenCalled();
    });

    it("answers a page's calls from its payload together, without a task between them (the page renders once with all)", async () => {
      server.use(http.get(`${origin}/api/*`, () => HttpResponse.error()));
      const payloads = new PagePayloadCache(async () => ({
        '/api/films/detail/17': { code: 0, msg: 'ok', data: { ...filmDetailFixture(17), title: 'From the payload' } },
        '/api/config': { code: 0, msg: 'ok', data: siteConfig },
      }));
      payloads.enter('/short-play/episodes/romance/17.html');
      const { client } = setup({}, 15_000, PreloadedAnswers.none(), payloads);
      let aTaskRan = false;
      setTimeout(() => (aTaskRan = true), 0);
      const [film, site] = await Promise.all([client.call(filmDetail, { params: { id: 17 } }), client.call(config, {})]);
      expect(film.title).toBe('From the payload');
      expect(site.total_dramas).toBe(42);
      expect(aTaskRan).toBe(false);
    });

    it('matches a query whatever order its parameters were written in', async () => {
      server.use(http.get(`${origin}/api/films/page-seo-info`, () => HttpResponse.error()));
      const seo = { title: 'T', description: 'D', canonical: 'https://x.test/', alternates: [], og_type: 'website', og_image: null, indexable: true };
      const preloaded = new PreloadedAnswers(() => JSON.stringify({ '/api/films/page-seo-info?page_path=%2F': { code: 0, msg: 'ok', data: seo } }));
      const { client } = setup({}, 15_000, preloaded);
      expect((await client.call(pageSeoInfo, { query: { page_path: '/' } })).title).toBe('T');
    });
  });
});
