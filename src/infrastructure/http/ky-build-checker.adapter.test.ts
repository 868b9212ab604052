import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KyBuildChecker, pageBuildId } from './ky-build-checker.adapter';

const origin = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const checker = () => new KyBuildChecker('b1', origin, () => 1_700_000_000_000);

describe('KyBuildChecker', () => {
  it('asks builds/latest.json with a timestamp that defeats caches', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${origin}/builds/latest.json`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ id: 'b1', timestamp: 1 });
      }),
    );
    await expect(checker().latestBuildId()).resolves.toBe('b1');
    expect(urls).toEqual(['?t=1700000000000']);
  });

  it('confirms a newer build through builds/meta/{id}.json', async () => {
    server.use(
      http.get(`${origin}/builds/latest.json`, () => HttpResponse.json({ id: 'b2', timestamp: 2 })),
      http.get(`${origin}/builds/meta/b2.json`, () => HttpResponse.json({ id: 'b2', timestamp: 2 })),
    );
    await expect(checker().latestBuildId()).resolves.toBe('b2');
  });

  it('does not report a build whose meta file is missing (a deploy in progress)', async () => {
    server.use(
      http.get(`${origin}/builds/latest.json`, () => HttpResponse.json({ id: 'b3', timestamp: 3 })),
      http.get(`${origin}/builds/meta/b3.json`, () => new HttpResponse(null, { status: 404 })),
    );
    await expect(checker().latestBuildId()).rejects.toThrow();
  });

  it('rejects a latest.json without an id', async () => {
    server.use(http.get(`${origin}/builds/latest.json`, () => HttpResponse.json({ timestamp: 3 })));
    await expect(checker().latestBuildId()).rejects.toThrow('no build id');
  });

  it('never reports a newer build from a page that names none (the dev server), and asks nothing', async () => {
    // onUnhandledRequest: 'error' fails the test if a file is asked for.
    await expect(new KyBuildChecker('', origin).latestBuildId()).resolves.toBe('');
  });
});

describe('pageBuildId', () => {
  const page = (content: string | null) => ({
    querySelector: (selector: string) => (selector === 'meta[name="build-id"]' && content !== null ? ({ content } as HTMLMetaElement) : null),
  });

  it.each([
    ['the id the build wrote into the page', page(' b7 '), 'b7'],
    ['nothing when the page has no build id', page(null), ''],
    ['nothing without a document (a server render)', undefined, ''],
  ])('%s', (_case, doc, expected) => {
    expect(pageBuildId(doc as Pick<Document, 'querySelector'> | undefined)).toBe(expected);
  });
});
