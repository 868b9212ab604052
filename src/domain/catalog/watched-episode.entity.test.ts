import { describe, expect, it } from 'vitest';
import { continueWatching, seriesProgress, watchHistoryNewestFirst, type WatchedEpisode } from './watched-episode.entity';

const watched = (filmId: number, episodeNumber: number, watchedAt: number): WatchedEpisode => ({
  filmId,
  filmTitle: `Film ${filmId}`,
  posterUrl: '',
  episodeNumber,
  videoId: episodeNumber,
  episodeCount: 40,
  positionSeconds: 12,
  watchedAt,
});

describe('continueWatching', () => {
  it('keeps the latest episode of each film, most recent film first', () => {
    const list = continueWatching([watched(1, 2, 100), watched(2, 5, 300), watched(1, 3, 200)]);
    expect(list.map((e) => [e.filmId, e.episodeNumber])).toEqual([
      [2, 5],
      [1, 3],
    ]);
  });

  it('caps the list', () => {
    const many = Array.from({ length: 20 }, (_, i) => watched(i, 1, i));
    expect(continueWatching(many, 5).map((e) => e.filmId)).toEqual([19, 18, 17, 16, 15]);
  });

  it('is empty for a first-time visitor', () => {
    expect(continueWatching([])).toEqual([]);
  });
});

describe('watchHistoryNewestFirst', () => {
  it('lists every film, newest first, without the cap of the home rail', () => {
    const many = Array.from({ length: 20 }, (_, i) => watched(i, 1, i * 10));
    expect(watchHistoryNewestFirst([...many, watched(3, 4, 1000)]).map((e) => e.filmId)).toEqual([
      3, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2, 1, 0,
    ]);
  });
});

describe('seriesProgress', () => {
  it.each([
    [1, 40, 0.025],
    [40, 40, 1],
    [50, 40, 1],
    [3, 0, 0],
    [0, 10, 0],
  ])('episode %i of %i -> %f', (episodeNumber, episodeCount, expected) => {
    expect(seriesProgress({ episodeNumber, episodeCount })).toBeCloseTo(expected);
  });
});
