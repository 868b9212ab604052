import { describe, expect, it, vi } from 'vitest';
import { filmDetail } from '../../../contract/film/films.calls';
import { play } from '../../../contract/film/play.calls';
import { FakeLogger } from '../../application/shared/fakes/fake-logger';
import type { Toaster } from '../../application/shared/toaster.port';
import { ApiError } from '../../domain/errors/api-error';
import { leftToTheBrowser } from '../../domain/errors/left-to-the-browser';
import { KyApiClient } from '../http/ky-api-client.adapter';
import { PreloadedAnswers } from '../http/preloaded-answers';
import { UnsentWrite } from '../http/unsent-write';
import { inProcessFetch, type InProcessRequest } from './in-process-fetch';

function render() {
  const send = vi.fn<InProcessRequest['send']>(() => Response.json({ code: 1, msg: 'film.not_found', data: null }));
  const request: InProcessRequest = { send, language: 'fr', host: 'drama.example', answers: {} };
  const logger = new FakeLogger();
  const toaster: Toaster = { toasts: [], show: vi.fn(), dismiss: () => undefined };
  const context = { token: null, locale: 'fr', fingerprintId: null, srcFingerprintId: null };
  // The server render's client, as server-infrastructure.module.ts binds it (a long timeout that must never run).
  const client = new KyApiClient(
    context,
    { unauthorized: vi.fn() },
    toaster,
    logger,
    {
      origin: 'http://in-process.invalid',
      timeoutMs: 60_000,
      host: () => request.host,
      fetch: inProcessFetch(request),
    },
    PreloadedAnswers.none(),
  );
  return { client, send, logger, toaster };
}

describe("the server render's in-process fetch", () => {
  it('refuses a write at once without sending it', async () => {
    const { send } = render();
    const fetch = inProcessFetch({ send, language: 'en', host: 'drama.example', answers: {} });
    await expect(fetch('http://in-process.invalid/api/films/play/1', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(UnsentWrite);
    expect(send).not.toHaveBeenCalled();
  });

  it('settles a write call at once as "not sent": no timeout, no log, no toast', async () => {
    const { client, logger, toaster } = render();
    const started = Date.now();
    const error = await client.call(play, { params: { film_id: 1 }, body: { episode_num: 1 } }).catch((reason: unknown) => reason);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(ApiError);
    expect(leftToTheBrowser(error)).toBe(true);
    expect(logger.lines).toEqual([]);
    expect(toaster.show).not.toHaveBeenCalled();
  });

  it('still sends reads through the application, and their failures are still reported', async () => {
    const { client, send, logger } = render();
    const error = await client.call(filmDetail, { params: { id: 1 } }).catch((reason: unknown) => reason);
    expect(send).toHaveBeenCalledWith('/api/films/detail/1', { headers: { 'Accept-Language': 'fr', 'X-Domain': 'drama.example' } });
    expect(leftToTheBrowser(error)).toBe(false);
    expect(logger.lines.map((line) => line.message)).toEqual(['Call filmDetail failed: api 1 site-errors:film.not_found']);
  });

  it('keeps successful and not-found answers for the page, nothing else', async () => {
    const answers = {};
    const send = vi.fn<InProcessRequest['send']>((path) => {
      if (path.includes('/detail/1')) return Response.json({ code: 0, msg: 'ok', data: { id: 1 } });
      if (path.includes('/detail/2')) return Response.json({ code: 404, msg: 'film.not_found', data: null }, { status: 404 });
      return Response.json({ code: 500, msg: 'server.error', data: null }, { status: 500 });
    });
    const fetch = inProcessFetch({ send, language: 'en', host: 'drama.example', answers });
    for (const id of [1, 2, 3]) await fetch(`http://in-process.invalid/api/films/detail/${id}`);
    expect(answers).toEqual({
      '/api/films/detail/1': { code: 0, msg: 'ok', data: { id: 1 } },
      '/api/films/detail/2': { code: 404, msg: 'film.not_found', data: null },
    });
  });
});
