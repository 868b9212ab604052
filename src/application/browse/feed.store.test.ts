import { configure, when } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { ConnectionHints } from '../../domain/catalog/prefetch.policy';
import type { FeedItem } from '../../domain/feed/feed-item.types';
import { NEXT_EPISODE_MEDIA_BUDGET_BYTES } from '../../domain/player/next-episode-prefetch.policy';
import { FeedStore } from './feed.store';

configure({ enforceActions: 'always' });

const item = (filmId: number): FeedItem => ({
  filmId,
  title: `Drama ${filmId}`,
  posterUrl: `/p/${filmId}.jpg`,
  episodeCount: 30,
  runtimeMinutes: 40,
  freeEpisodes: 10,
  rating: null,
  ratingCount: 0,
  favoriteCount: 0,
  category: null,
  episode: {
    id: filmId * 100,
    filmId,
    kind: 'episode',
    episodeNumber: 1,
    title: '1',
    url: `/media/${filmId}-1.mp4`,
    posterUrl: `/p/${filmId}-1.jpg`,
    durationSeconds: 60,
    subtitles: [],
    originalLanguage: null,
  },
  reason: { key: 'new', category: null },
});

function setup(connection?: ConnectionHints) {
  const heads: string[] = [];
  const images: string[] = [];
  const funnel: string[] = [];
  let headArrived = () => undefined as void;
  const store = new FeedStore(
    { page: async () => ({ items: [item(1), item(2), item(3)], nextCursor: null }) },
    { list: () => [], record: () => undefined, remove: () => undefined },
    { get: () => null, save: () => undefined },
    {
      connection: () => connection,
      mediaHead: (url, bytes) => {
        heads.push(`${url} ${bytes}`);
        return new Promise<void>((resolve) => (headArrived = resolve));
      },
      image: (url) => void images.push(url),
    },
    { itemShown: (filmId) => void funnel.push(`shown ${filmId}`), watchTapped: (filmId, episode) => void funnel.push(`watch ${filmId} ${episode}`) },
  );
  return { store, heads, images, funnel, arrive: () => headArrived() };
}

describe('FeedStore', () => {
  it('stands the next drama by once one plays and the head of its opening is in, within the next episode budget', async () => {
    const { store, heads, images, arrive } = setup();
    await store.show('pt');
    expect(store.upNext).toBeNull();
    store.playbackStarted(store.current!);
    store.playbackStarted(store.current!);
    expect(heads).toEqual([`/media/2-1.mp4 ${NEXT_EPISODE_MEDIA_BUDGET_BYTES}`]);
    expect(images).toEqual(['/p/2-1.jpg']);
    expect(store.upNext).toBeNull();
    arrive();
    await when(() => store.upNext !== null);
    expect(store.upNext?.filmId).toBe(2);
    // A drama that is not the one on screen (a hand-off under way) asks for nothing.
    store.playbackStarted(item(3));
    expect(heads).toHaveLength(1);
  });

  it.each([
    ['Save-Data', { saveData: true }],
    ['2G', { effectiveType: '2g' }],
    ['slow 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead and stands nothing by on %s', async (_, connection) => {
    const { store, heads, images } = setup(connection);
    await store.show('pt');
    store.playbackStarted(store.current!);
    expect(heads).toEqual([]);
    expect(images).toEqual([]);
    expect(store.upNext).toBeNull();
  });

  it('tells the funnel the item on screen, none once left, and the watch start with the episode it opens', async () => {
    const { store, funnel } = setup();
    await store.show('pt');
    store.onScreen(true);
    store.next();
    store.onScreen(true);
    store.watch(store.current!, 12.7);
    store.onScreen(false);
    expect(funnel).toEqual(['shown 1', 'shown 2', 'watch 2 1', 'shown null']);
  });
});
