// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalWatchHistory } from './local-watch-history.adapter';

const entry = (filmId: number, watchedAt: number, episodeNumber = 1) => ({
  filmId,
  filmTitle: `Film ${filmId}`,
  posterUrl: '/p.webp',
  episodeNumber,
  videoId: 100 + episodeNumber,
  episodeCount: 30,
  positionSeconds: 42,
  watchedAt,
});

describe('LocalWatchHistory', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one entry per film, the latest', () => {
    const history = new LocalWatchHistory();
    history.record(entry(1, 10, 1));
    history.record(entry(2, 20, 4));
    history.record(entry(1, 30, 2));
    expect(history.list().map((e) => [e.filmId, e.episodeNumber])).toEqual([
      [2, 4],
      [1, 2],
    ]);
  });

  it('forgets a removed film and keeps the others', () => {
    const history = new LocalWatchHistory();
    history.record(entry(1, 10));
    history.record(entry(2, 20));
    history.remove(1);
    history.remove(99);
    expect(history.list().map((e) => e.filmId)).toEqual([2]);
  });

  it('reads corrupt or foreign data as an empty history', () => {
    localStorage.setItem('watch-history', '{not json');
    expect(new LocalWatchHistory().list()).toEqual([]);
    localStorage.setItem('watch-history', JSON.stringify([{ filmId: 'x' }, entry(3, 1)]));
    expect(new LocalWatchHistory().list().map((e) => e.filmId)).toEqual([3]);
  });
});
