import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Logger } from './infrastructure';
import { insertCatalogFixture } from './modules/catalog/catalog.fixture';
import { signedInUser } from './modules/catalog/catalog-test.harness';
import { createTestContext, type TestContext } from './test-context';
import { send } from './test-request';
import type { AppEnv } from './http/app-env';
import { errorHandler } from './http/error-handler';

/*
 * Values the database cannot store (beyond int32, beyond bigint, a NUL byte in text) are the caller's fault:
 * 400 with a validation key, never 503 server.unavailable. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */

let t: TestContext;
let app: ReturnType<typeof createApp>;
let token: string;
let filmId: number;

beforeAll(async () => {
  t = await createTestContext();
  ({
    filmIds: [filmId],
  } = (await insertCatalogFixture(t.ctx)) as { filmIds: [number] });
  ({ token } = await signedInUser(t.ctx, 'nul'));
  app = createApp(t.ctx);
});
afterAll(() => t.close());

describe('values out of the database range', () => {
  it.each([
    ['/api/films/detail/2147483648', 'validation.id'],
    ['/api/films/detail/99999999999999999999', 'validation.id'],
    [`/api/films/photos?film_id=1&page=99999999999999999999`, 'validation.page'],
    ['/api/films/contributors?film_id=2147483648', 'validation.film_id'],
    ['/api/films/comments?film_id=1&page=2147483648', 'validation.page'],
    ['/api/films/search?keyword=a%00b', 'validation.keyword'],
  ])('GET %s answers 400 %s', async (path, key) => {
    const res = await send(app, 'GET', path);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: key, data: null });
  });

  it('the largest int32 id is still a valid id (an unknown film)', async () => {
    const res = await send(app, 'GET', '/api/films/detail/2147483647');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('film.not_found');
  });

  it.each([
    ['/api/films/favorite', { film_id: 2147483648 }, 'validation.film_id'],
    ['/api/films/publish-comment', { film_id: 2147483648, content: 'hello' }, 'validation.film_id'],
    ['/api/films/publish-comment', () => ({ film_id: filmId, content: 'a\u0000b' }), 'validation.content'],
    ['/api/films/publish-comment', () => ({ film_id: filmId, content: 'ok', image_urls: ['/media/a\u0000.jpg'] }), 'validation.image_urls.0'],
    ['/api/users/update_user', { username: 'ab\u0000cd' }, 'validation.username'],
  ])('POST %s %j answers 400 %s', async (path, body, key) => {
    const json = typeof body === 'function' ? body() : body;
    const res = await send(app, 'POST', path, { json, token });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: key, data: null });
  });
});

describe('the error handler as a safety net', () => {
  function recordingLogger() {
    const lines: { level: string; message: string }[] = [];
    const at = (level: string) => (message: string) => void lines.push({ level, message });
    const logger: Logger = { info: at('info'), warn: at('warn'), error: at('error') };
    return { logger, lines };
  }

  it.each([
    ['a number beyond int32', sql`select ${'2147483648'}::int as n`, '22003'],
    ['a NUL byte in text', sql`select ${'a\u0000b'}::text as n`, '22021'],
    ['malformed input syntax', sql`select ${'abc'}::int as n`, '22P02'],
  ])('answers 400 validation.value for %s and logs an input error, not a database fault', async (_, query) => {
    const { logger, lines } = recordingLogger();
    const probe = new Hono<AppEnv>();
    probe.onError(errorHandler(logger));
    probe.get('/probe', async (c) => c.json(await t.ctx.db.execute(query)));
    const res = await send(probe, 'GET', '/probe');
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: 'validation.value', data: null });
    expect(lines.map((l) => `${l.level} ${l.message}`)).toEqual(['warn input refused by the database']);
  });

  it('still answers 503 and logs a database fault for a fault that is not the input', async () => {
    const { logger, lines } = recordingLogger();
    const probe = new Hono<AppEnv>();
    probe.onError(errorHandler(logger));
    probe.get('/probe', async (c) => c.json(await t.ctx.db.execute(sql`select * from no_such_table`)));
    const res = await send(probe, 'GET', '/probe');
    expect(res.status).toBe(503);
    expect(res.body.msg).toBe('server.unavailable');
    expect(lines.map((l) => `${l.level} ${l.message}`)).toEqual(['error database fault']);
  });
});
