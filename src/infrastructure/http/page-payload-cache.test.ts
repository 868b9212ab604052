import { describe, expect, it } from 'vitest';
import type { PreloadedResponses } from '../../../contract/preloaded-responses';
import { PAYLOAD_ENTRY_WINDOW_MS, PAYLOAD_FRESH_MS, PagePayloadCache } from './page-payload-cache';

function setup(answers: Record<string, PreloadedResponses | null | Error> = {}) {
  let now = 1_000;
  const loaded: string[] = [];
  const cache = new PagePayloadCache(
    async (url) => {
      loaded.push(url);
      const answer = answers[url];
      if (answer instanceof Error) throw answer;
      return answer === undefined ? null : { ...answer };
    },
    () => now,
  );
  return { cache, loaded, advance: (ms: number) => (now += ms) };
}

const detail = { code: 0, data: { id: 7 } };

describe('PagePayloadCache', () => {
  it("answers the entered page's calls from its payload, each once", async () => {
    const { cache, loaded } = setup({
      '/de/playlet/7/videos/1.html/_payload.json': { '/api/films/detail/7': detail, '/api/films/episodes?film_id=7': { code: 0, data: [] } },
    });
    cache.enter('/de/playlet/7/videos/1.html?t=3');
    expect(await cache.take('/api/films/detail/7', {}, false)).toEqual(detail);
    expect(await cache.take('/api/films/detail/7', {}, false)).toBeUndefined();
    expect(await cache.take('/api/films/episodes', { film_id: '7' }, false)).toEqual({ code: 0, data: [] });
    expect(loaded).toEqual(['/de/playlet/7/videos/1.html/_payload.json']);
  });

  it('uses a fresh prefetched payload on entering, and fetches an old one again', async () => {
    const { cache, loaded, advance } = setup({ '/ranking-page.html/_payload.json': { '/api/x': detail } });
    cache.prefetch('/ranking-page.html');
    cache.prefetch('/ranking-page.html');
    cache.enter('/ranking-page.html');
    expect(loaded).toHaveLength(1);
    advance(PAYLOAD_FRESH_MS);
    cache.enter('/ranking-page.html');
    expect(loaded).toHaveLength(2);
  });

  it.each([
    ["a member's call whose answer depends on who asks", { '/_payload.json': { '/api/x': detail } }, true, 0],
    ['a failed payload', { '/_payload.json': new Error('offline') }, false, 0],
    ['a payload that is not one', { '/_payload.json': null }, false, 0],
    ['a call long after entering', { '/_payload.json': { '/api/x': detail } }, false, PAYLOAD_ENTRY_WINDOW_MS + 1],
  ])('leaves %s to the network', async (_name, answers, personal, later) => {
    const { cache, advance } = setup(answers);
    cache.enter('/');
    advance(later);
    expect(await cache.take('/api/x', {}, personal)).toBeUndefined();
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example'])('never fetches a payload URL with a host: %s', async (page) => {
    const { cache, loaded } = setup();
    cache.prefetch(page);
    cache.enter(page);
    expect(loaded).toEqual([]);
    expect(await cache.take('/api/x', {}, false)).toBeUndefined();
  });
});
