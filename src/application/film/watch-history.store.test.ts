import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { WatchedEpisode } from '../../domain/catalog/watched-episode.entity';
import type { WatchHistory } from './watch-history.port';
import { WatchHistoryStore } from './watch-history.store';

configure({ enforceActions: 'always' });

const watched = (filmId: number, episodeNumber: number, watchedAt: number): WatchedEpisode => ({
  filmId,
  filmTitle: `Film ${filmId}`,
  posterUrl: '',
  episodeNumber,
  videoId: 100 + episodeNumber,
  episodeCount: 40,
  positionSeconds: 7,
  watchedAt,
});

function memoryHistory(entries: WatchedEpisode[]): WatchHistory {
  return {
    list: () => entries,
    record: (entry) => void entries.push(entry),
    remove: (filmId) => void entries.splice(0, entries.length, ...entries.filter((entry) => entry.filmId !== filmId)),
  };
}

describe('WatchHistoryStore', () => {
  it('lists newest first, finds a film, and forgets a removed one', () => {
    const device = memoryHistory([watched(1, 3, 10), watched(2, 8, 30)]);
    const store = new WatchHistoryStore(device);
    expect(store.entries.map((entry) => entry.filmId)).toEqual([2, 1]);
    expect(store.entryFor(1)?.episodeNumber).toBe(3);
    expect(store.entryFor(9)).toBeNull();
    device.record(watched(1, 4, 50));
    store.refresh();
    expect(store.entryFor(1)?.episodeNumber).toBe(4);
    store.remove(1);
    expect(store.entries.map((entry) => entry.filmId)).toEqual([2]);
    expect(device.list().map((entry) => entry.filmId)).toEqual([2]);
  });
});
