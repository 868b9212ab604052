import { describe, expect, it } from 'vitest';
import type { WatchedEpisode } from '../catalog/watched-episode.entity';
import { feedHistory } from './feed-history';

const entry = (filmId: number, episodeNumber: number, watchedAt: number, categories?: string[]): WatchedEpisode => ({
  filmId,
  filmTitle: `Film ${filmId}`,
  posterUrl: '/p.svg',
  episodeNumber,
  videoId: filmId * 100,
  episodeCount: 30,
  positionSeconds: 10,
  watchedAt,
  ...(categories ? { categories } : {}),
});

describe('feedHistory', () => {
  it.each([
    { name: 'no history', entries: [], watched: '', progress: '' },
    { name: 'three romance episodes of one drama', entries: [entry(7, 3, 1, ['romance'])], watched: 'romance:3', progress: '7:3' },
    {
      name: 'counts add up over dramas, most watched first; progress newest first',
      entries: [entry(1, 2, 5, ['romance', 'ceo']), entry(2, 4, 9, ['action']), entry(3, 1, 7, ['romance'])],
      watched: 'action:4.romance:3.ceo:2',
      progress: '2:4.3:1.1:2',
    },
    { name: 'an entry from before the feed (no categories) still tells its progress', entries: [entry(4, 5, 1)], watched: '', progress: '4:5' },
    { name: 'a slug the call would refuse is left out', entries: [entry(4, 5, 1, ['Bad Slug', 'ok'])], watched: 'ok:5', progress: '4:5' },
  ])('$name', ({ entries, watched, progress }) => {
    expect(feedHistory(entries)).toEqual({ watched, progress });
  });

  it('sends at most 50 dramas', () => {
    const many = Array.from({ length: 60 }, (_, i) => entry(i + 1, 1, i));
    expect(feedHistory(many).progress.split('.')).toHaveLength(50);
  });
});
