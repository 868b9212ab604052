import { reaction, when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { fakeGateway, film, paged } from './browse-fakes.test-support';
import { HomeStore } from './home.store';
import type { WatchHistory } from '../film/watch-history.port';

const history: WatchHistory = {
  list: () => [
    { filmId: 1, filmTitle: 'A', posterUrl: '', episodeNumber: 2, videoId: 2, episodeCount: 10, positionSeconds: 5, watchedAt: 10 },
    { filmId: 2, filmTitle: 'B', posterUrl: '', episodeNumber: 7, videoId: 7, episodeCount: 10, positionSeconds: 5, watchedAt: 20 },
  ],
  record: () => undefined,
  remove: () => undefined,
};

function gateway(hot = vi.fn(async () => paged([film(3)]))) {
  return fakeGateway({
    featured: async () => [{ ...film(1), synopsis: 'x' }],
    recommendations: async () => [film(2)],
    hot,
    ranking: async () => paged([{ rank: 1, score: 10, film: film(4) }]),
    topics: async () => [],
    shelves: async () => [],
    categories: async () => [],
  });
}

describe('HomeStore', () => {
  it('loads every rail and lists continue watching, most recent first', async () => {
    const store = new HomeStore(gateway(), history);
    store.load('en');
    await when(() => store.featured.status === 'ready' && store.hot.status === 'ready' && store.topRanking.status === 'ready');
    expect(store.continueWatching.map((entry) => entry.filmId)).toEqual([2, 1]);
    expect(store.hot.value?.items[0]?.id).toBe(3);
  });

  it('does not notify views when the watch history reads the same again', async () => {
    const store = new HomeStore(gateway(), history);
    store.load('en');
    const changes = vi.fn();
    const stop = reaction(() => store.continueWatching, changes);
    store.load('en');
    store.readHistory();
    expect(changes).not.toHaveBeenCalled();
    stop();
  });

  it('keeps the other rails when one call fails, and retries only after a failure', async () => {
    const hot = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(paged([film(3)]));
    const store = new HomeStore(gateway(hot), history);
    store.load('en');
    await when(() => store.hot.status === 'error' && store.featured.status === 'ready');
    store.load('en');
    await when(() => store.hot.status === 'ready');
    store.load('en');
    expect(hot).toHaveBeenCalledTimes(2);
  });
});
