import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { episodeList, episodeVideo, fakeFilmGateway, filmDetail, manualClock, memoryHistory, memoryPositions, notFound, permission } from './film-fakes.test-support';
import { EpisodePlayerStore } from './episode-player.store';
import type { FilmGateway } from './film-gateway.port';
import { PlaybackPositionTracker } from './playback-position.tracker';

function setup(overrides: Partial<FilmGateway> = {}, saved: Record<string, number> = {}, visitorIdentifying = false, clock = manualClock(), identify = async () => undefined) {
  const play = vi.fn(async (filmId: number, episodeNumber: number) => episodeVideo(filmId, episodeNumber));
  const gateway = fakeFilmGateway({
    detail: async (id) => filmDetail(id),
    episodes: async (id) => episodeList(id),
    resolveVideo: async (_filmId, videoId) => ({ kind: 'episode', episodeNumber: videoId - 100 }),
    episode: async (filmId, number) => ({ ...episodeList(filmId)[number - 1]!, filmTitle: 'Film 1', episodeCount: 5, plotSummary: null, previousNumber: null, nextNumber: number + 1 }),
    playPermission: async (_filmId, number) => permission(number, number <= 2),
    play,
    ...overrides,
  });
  const tracker = new PlaybackPositionTracker(memoryPositions(saved), memoryHistory(), manualClock());
  const visitor = { fingerprintId: visitorIdentifying ? null : 'visitor-1', identifying: visitorIdentifying, identify } as never;
  return { store: new EpisodePlayerStore(gateway, tracker, visitor, clock), play, tracker };
}

describe('EpisodePlayerStore', () => {
  it('plays a free episode and resumes where the visitor stopped', async () => {
    const { store, play } = setup({}, { '1:2': 37 });
    await store.open(1, 102, 'en');
    expect(store.video.value?.url).toBe('/media/clips/2.mp4');
    expect(play).toHaveBeenCalledWith(1, 2);
    expect(store.locked).toBe(false);
    expect(store.positions.resumeAt).toBe(37);
    await when(() => store.episodes.status === 'ready');
    expect(store.nextEpisode?.number).toBe(3);
  });

  it('does not ask to play a locked episode and keeps how it unlocks', async () => {
    const { store, play } = setup();
    await store.open(1, 104, 'en');
    expect(play).not.toHaveBeenCalled();
    expect(store.locked).toBe(true);
    expect(store.video.value).toBeNull();
    expect(store.permission.value).toMatchObject({ visitsNeeded: 3, visitsSoFar: 1 });
  });

  it('plays after a recheck once the episode has been unlocked', async () => {
    let unlocked = false;
    const { store, play } = setup({ playPermission: async (_id, number) => permission(number, unlocked, { reason: unlocked ? 'share_unlocked' : 'locked' }) });
    await store.open(1, 104, 'en');
    expect(store.locked).toBe(true);
    unlocked = true;
    store.recheckPermission();
    await when(() => store.video.status === 'ready');
    expect(play).toHaveBeenCalledWith(1, 4);
    expect(store.locked).toBe(false);
  });

  it('shows a trailer without permission checks', async () => {
    const trailer = { ...episodeVideo(1, 1), id: 7, kind: 'trailer' as const, episodeNumber: null };
    const { store, play } = setup({ resolveVideo: async () => ({ kind: 'clip', video: trailer }) });
    await store.open(1, 7, 'en');
    expect(store.video.value).toEqual(trailer);
    expect(store.episodeNumber).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('reports an unknown video as not found', async () => {
    const { store } = setup({ resolveVideo: async () => Promise.reject(notFound()) });
    await store.open(1, 999, 'en');
    expect(store.target.status).toBe('not_found');
  });

  it('starts the next page by itself only after the visitor went on from an episode', async () => {
    const { store } = setup();
    await store.open(1, 101, 'en');
    expect(store.autoplay).toBe(false);
    store.continueAutomatically();
    await store.open(1, 102, 'en');
    expect(store.autoplay).toBe(true);
    await store.open(1, 101, 'en');
    expect(store.autoplay).toBe(false);
  });

  it('plays a free episode on a first visit without waiting for the visitor id', async () => {
    const identify = vi.fn(async () => undefined);
    const { store, play } = setup({}, {}, true, manualClock(), identify);
    await store.open(1, 101, 'en');
    expect(play).toHaveBeenCalledWith(1, 1);
    expect(identify).not.toHaveBeenCalled();
  });

  it('asks again for a locked episode once the visitor id is known, waiting no longer than a bound', async () => {
    const clock = manualClock();
    const playPermission = vi.fn(async (_filmId: number, number: number) => permission(number, false));
    const { store } = setup({ playPermission }, {}, true, clock);
    const opening = store.open(1, 104, 'en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(playPermission).toHaveBeenCalledTimes(1);
    expect(store.permission.status).toBe('loading');
    clock.advance(4000);
    await opening;
    expect(playPermission).toHaveBeenCalledTimes(2);
    expect(store.locked).toBe(true);
  });
});
