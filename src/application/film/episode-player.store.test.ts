import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import {
  episodeList,
  episodeVideo,
  fakeFilmGateway,
  filmDetail,
  manualClock,
  memoryHistory,
  memoryPositions,
  notFound,
  permission,
} from './film-fakes.test-support';
import { EpisodePlayerStore } from './episode-player.store';
import type { FilmGateway } from './film-gateway.port';
import type { MediaUrgency, MediaWarmup } from './media-warmup.port';
import { NextEpisodePrefetcher } from './next-episode.prefetcher';
import { PlaybackPositionTracker } from './playback-position.tracker';
import type { ConnectionHints } from '../../domain/catalog/prefetch.policy';
import { ApiError } from '../../domain/errors/api-error';
import { NEXT_EPISODE_MEDIA_BUDGET_BYTES, TAP_STARTED_MEDIA_BYTES, TAPPED_EPISODE_MEDIA_BYTES } from '../../domain/player/next-episode-prefetch.policy';

function setup(
  overrides: Partial<FilmGateway> = {},
  saved: Record<string, number> = {},
  visitorIdentifying = false,
  clock = manualClock(),
  identify = async () => undefined,
  connection?: ConnectionHints,
  signedIn = false,
) {
  const play = vi.fn(async (filmId: number, episodeNumber: number) => episodeVideo(filmId, episodeNumber));
  const videoAhead = vi.fn(async (filmId: number, episodeNumber: number) => episodeVideo(filmId, episodeNumber));
  const gateway = fakeFilmGateway({
    detail: async (id) => filmDetail(id),
    episodes: async (id) => episodeList(id),
    resolveVideo: async (_filmId, videoId) => ({ kind: 'episode', episodeNumber: videoId - 100 }),
    episode: async (filmId, number) => ({
      ...episodeList(filmId)[number - 1]!,
      filmTitle: 'Film 1',
      episodeCount: 5,
      plotSummary: null,
      previousNumber: null,
      nextNumber: number + 1,
    }),
    playPermission: async (_filmId, number) => permission(number, number <= 2),
    play,
    videoAhead,
    ...overrides,
  });
  const warmup = {
    connection: () => connection,
    mediaHead: vi.fn(async (_url: string, _bytes: number, _urgency?: MediaUrgency): Promise<void> => undefined),
    image: vi.fn(),
  } satisfies MediaWarmup;
  const payloads = { prefetch: vi.fn(), enter: vi.fn() };
  const prefetcher = new NextEpisodePrefetcher(gateway, warmup, payloads);
  const tracker = new PlaybackPositionTracker(memoryPositions(saved), memoryHistory(), manualClock());
  const visitor = { fingerprintId: visitorIdentifying ? null : 'visitor-1', identifying: visitorIdentifying, identify } as never;
  return { store: new EpisodePlayerStore(gateway, tracker, visitor, clock, prefetcher, { signedIn }), play, videoAhead, tracker, warmup, payloads, gateway };
}

describe('EpisodePlayerStore', () => {
  it('plays a free episode (its video read without recording, the play recorded then) and resumes where the visitor stopped', async () => {
    const { store, play, videoAhead } = setup({}, { '1:2': 37 });
    await store.open(1, 102, 'en');
    expect(store.video.value?.url).toBe('/media/clips/2.mp4');
    expect(videoAhead).toHaveBeenCalledWith(1, 2);
    expect(play).toHaveBeenCalledWith(1, 2);
    expect(play).toHaveBeenCalledTimes(1);
    expect(store.locked).toBe(false);
    expect(store.positions.resumeAt).toBe(37);
    await when(() => store.episodes.status === 'ready');
    expect(store.nextEpisode?.number).toBe(3);
  });

  it("starts at the link's moment (?t=) before the remembered position, on this page only", async () => {
    const { store } = setup({}, { '1:2': 37, '1:1': 20 });
    await store.open(1, 102, 'en', 8);
    expect(store.positions.resumeAt).toBe(8);
    store.positions.consumeResume();
    await store.open(1, 101, 'en');
    expect(store.positions.resumeAt).toBe(20);
  });

  it("starts at the link's moment when the route's warm-up opened the page already", async () => {
    const { store } = setup({}, { '1:2': 37 });
    await store.open(1, 102, 'en');
    await store.open(1, 102, 'en', 8);
    expect(store.positions.resumeAt).toBe(8);
  });

  it('does not ask to play a locked episode and keeps how it unlocks', async () => {
    const { store, play, videoAhead } = setup();
    await store.open(1, 104, 'en');
    expect(play).not.toHaveBeenCalled();
    expect(videoAhead).not.toHaveBeenCalled();
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

  it('says the lock just opened when a recheck unlocks the episode, until the visitor moves on or plays it', async () => {
    let unlocked = false;
    const { store } = setup({ playPermission: async (_id, number) => permission(number, unlocked, { reason: unlocked ? 'share_unlocked' : 'locked' }) });
    await store.open(1, 104, 'en');
    // A recheck that finds it still locked says nothing.
    store.recheckPermission();
    await when(() => store.permission.status === 'ready');
    expect(store.justUnlocked).toBeNull();
    unlocked = true;
    store.recheckPermission();
    await when(() => store.video.status === 'ready');
    expect(store.justUnlocked).toMatchObject({ allowed: true, reason: 'share_unlocked', episodeNumber: 4 });
    store.dismissUnlocked();
    expect(store.justUnlocked).toBeNull();
    // A recheck of an episode that played all along is no unlock; nor is another page.
    store.recheckPermission();
    await when(() => store.video.status === 'ready');
    expect(store.justUnlocked).toBeNull();
    await store.open(1, 101, 'en');
    expect(store.justUnlocked).toBeNull();
  });

  it('forgets the unlock notice when the visitor opens another episode', async () => {
    let unlocked = false;
    const { store } = setup({
      playPermission: async (_id, number) => permission(number, unlocked || number <= 2, { reason: unlocked ? 'share_unlocked' : 'locked' }),
    });
    await store.open(1, 104, 'en');
    unlocked = true;
    store.recheckPermission();
    await when(() => store.justUnlocked !== null);
    await store.open(1, 105, 'en');
    expect(store.justUnlocked).toBeNull();
  });

  it('starts the video whose Watch link or list entry the visitor tapped, and no other', async () => {
    const { store } = setup();
    store.watchTapped(1, 102);
    await store.open(1, 102, 'en');
    expect(store.autoplay).toBe(true);
    // The tap counted once: the same page opened again later waits for Play.
    await store.open(1, 101, 'en');
    await store.open(1, 102, 'en');
    expect(store.autoplay).toBe(false);
    // A tap on one episode does not start another page opened first.
    store.watchTapped(1, 101);
    await store.open(1, 103, 'en');
    expect(store.autoplay).toBe(false);
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
    // The first (anonymous) answer shows meanwhile: the lock panel the server rendered the page with.
    expect(store.permission.status).toBe('ready');
    expect(store.locked).toBe(true);
    clock.advance(4000);
    await opening;
    expect(playPermission).toHaveBeenCalledTimes(2);
    expect(store.locked).toBe(true);
  });

  it("asks again at once as the member when the first answer (the page's) is about no one: a pending application shows", async () => {
    const clock = manualClock();
    const answers = [permission(11, false, { caller: 'anonymous' }), permission(11, false, { caller: 'member', application: 'pending' })];
    const playPermission = vi.fn(async () => answers.shift()!);
    const { store } = setup({ playPermission }, {}, false, clock, undefined, undefined, true);
    await store.open(1, 111, 'en');
    expect(playPermission).toHaveBeenCalledTimes(2);
    expect(store.permission.value).toMatchObject({ caller: 'member', application: 'pending' });
  });

  it("asks again at once as a returning visitor, whose share count the page's answer does not know", async () => {
    const answers = [permission(11, false, { caller: 'anonymous', visitsSoFar: 0 }), permission(11, false, { caller: 'visitor', visitsSoFar: 2 })];
    const playPermission = vi.fn(async () => answers.shift()!);
    const { store } = setup({ playPermission });
    await store.open(1, 111, 'en');
    expect(playPermission).toHaveBeenCalledTimes(2);
    expect(store.permission.value).toMatchObject({ visitsSoFar: 2 });
  });

  it('asks once when the answer is already about this caller, and once for a free episode', async () => {
    const playPermission = vi.fn(async (_filmId: number, number: number) => permission(number, number <= 2, { caller: number <= 2 ? 'anonymous' : 'member' }));
    const { store } = setup({ playPermission }, {}, false, manualClock(), undefined, undefined, true);
    await store.open(1, 111, 'en');
    expect(playPermission).toHaveBeenCalledTimes(1);
    await store.open(1, 101, 'en');
    expect(playPermission).toHaveBeenCalledTimes(2);
  });
});

describe('EpisodePlayerStore going on to the next episode', () => {
  /** Opens `videoId`, lets its list arrive and presses Play; answers once everything fetched ahead has arrived. */
  async function playing(context: ReturnType<typeof setup>, videoId: number) {
    await context.store.open(1, videoId, 'en');
    await when(() => context.store.episodes.status === 'ready');
    context.store.playbackStarted();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('fetches the next episode ahead while one plays, without recording its play, within the budget', async () => {
    const context = setup();
    await playing(context, 101);
    expect(context.payloads.prefetch).toHaveBeenCalledWith('/playlet/1/videos/102.html');
    expect(context.videoAhead).toHaveBeenCalledWith(1, 2);
    expect(context.play).not.toHaveBeenCalledWith(1, 2);
    expect(context.warmup.mediaHead).toHaveBeenCalledWith('/media/clips/2.mp4', NEXT_EPISODE_MEDIA_BUDGET_BYTES, 'ahead');
    expect(context.warmup.image).toHaveBeenCalledWith('/media/posters/1.jpg');
    // Playing again (after a pause) fetches nothing twice.
    context.store.playbackStarted();
    expect(context.videoAhead.mock.calls.filter(([, episode]) => episode === 2)).toHaveLength(1);
  });

  it('shows the next video in the same step as the page opens, starts it by itself and records its play once it moves', async () => {
    const context = setup();
    await playing(context, 101);
    const opening = context.store.open(1, 102, 'en');
    // No await: the video is there before any answer arrives, so the player never shows a loading state.
    expect(context.store.video.value?.url).toBe('/media/clips/2.mp4');
    expect(context.store.locked).toBe(false);
    expect(context.store.autoplay).toBe(true);
    await opening;
    // No call takes the main thread from the next picture's first frame: the play is recorded once it moves.
    expect(context.play).not.toHaveBeenCalledWith(1, 2);
    context.store.playbackStarted();
    expect(context.play).toHaveBeenCalledWith(1, 2);
    // Played again after a pause: recorded once.
    context.store.playbackStarted();
    expect(context.play).toHaveBeenCalledTimes(2);
  });

  it('opens the next episode as the visitor goes on, before the page changes, starting it by itself', async () => {
    const context = setup();
    await playing(context, 101);
    context.store.goOn(1, 102, 'en');
    expect(context.store.videoId).toBe(102);
    expect(context.store.video.value?.url).toBe('/media/clips/2.mp4');
    expect(context.store.autoplay).toBe(true);
    // The page's own open for the same video, once the route changed, changes nothing.
    await context.store.open(1, 102, 'en');
    expect(context.store.video.value?.url).toBe('/media/clips/2.mp4');
    // The player reports it moving: its play is recorded.
    context.store.playbackStarted();
    await when(() => context.play.mock.calls.length === 2);
  });

  it('offers the next video to stand by once its head is fetched, and drops it as the visitor goes on', async () => {
    let headIn = () => {};
    const context = setup();
    context.warmup.mediaHead.mockImplementation(() => new Promise<void>((resolve) => (headIn = resolve)));
    await playing(context, 101);
    // The answer is here but not the file's head: a stand-by element would ask the network for it a second time.
    expect(context.store.upNext).toBeNull();
    headIn();
    await when(() => context.store.upNext !== null);
    expect(context.store.upNext).toMatchObject({ url: '/media/clips/2.mp4', episodeNumber: 2 });
    context.store.goOn(1, 102, 'en');
    // The same object becomes the playing video (the player keeps its element) and nothing stands by yet.
    expect(context.store.video.value?.url).toBe('/media/clips/2.mp4');
    expect(context.store.upNext).toBeNull();
  });

  it('does not stand a video by for an episode the visitor already left', async () => {
    let headIn = () => {};
    const context = setup();
    context.warmup.mediaHead.mockImplementation(() => new Promise<void>((resolve) => (headIn = resolve)));
    await playing(context, 101);
    await context.store.open(1, 105, 'en');
    headIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context.store.upNext).toBeNull();
  });

  it('shows the lock panel of a locked next episode at once and asks for its live count again', async () => {
    const context = setup();
    await playing(context, 102);
    expect(context.videoAhead).not.toHaveBeenCalledWith(1, 3);
    expect(context.warmup.image).toHaveBeenCalledWith('/media/thumbs/3.jpg');
    const opening = context.store.open(1, 103, 'en');
    expect(context.store.locked).toBe(true);
    expect(context.store.permission.value).toMatchObject({ episodeNumber: 3, allowed: false });
    await opening;
    expect(context.store.locked).toBe(true);
    expect(context.play).not.toHaveBeenCalledWith(1, 3);
  });

  it('fetches nothing ahead when the visitor saves data or is on 2G', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      const context = setup({}, {}, false, manualClock(), async () => undefined, connection);
      await playing(context, 101);
      expect(context.payloads.prefetch).not.toHaveBeenCalled();
      expect(context.videoAhead).not.toHaveBeenCalledWith(1, 2);
      expect(context.warmup.mediaHead).not.toHaveBeenCalled();
      // Going on still works, through the network.
      await context.store.open(1, 102, 'en');
      expect(context.store.video.value?.url).toBe('/media/clips/2.mp4');
    }
  });

  it("fetches ahead the list's episode the visitor touched; the tap's page starts it from those answers, asking nothing twice", async () => {
    const context = setup();
    await context.store.open(1, 101, 'en');
    await when(() => context.store.episodes.status === 'ready');
    const second = context.store.episodes.value![1]!;
    context.store.watchIntended(1, second, '/playlet/1/videos/102.html');
    expect(context.payloads.prefetch).toHaveBeenCalledWith('/playlet/1/videos/102.html');
    // A free episode names its file in the list: its first frame is asked for with the touch, before any answer.
    expect(context.warmup.mediaHead).toHaveBeenCalledWith('/media/clips/2.mp4', TAPPED_EPISODE_MEDIA_BYTES, 'now');
    // The tap follows before the answers are in: the page waits for them instead of asking again.
    context.store.watchTapped(1, 102);
    await context.store.open(1, 102, 'en');
    expect(context.store.video.value?.url).toBe('/media/clips/2.mp4');
    expect(context.store.autoplay).toBe(true);
    expect(context.videoAhead.mock.calls.filter(([, episode]) => episode === 2)).toHaveLength(1);
    // Only that first frame, once: not the next episode's few seconds at low priority, still on its way when the player asks.
    expect(context.warmup.mediaHead.mock.calls.filter(([url]) => url === '/media/clips/2.mp4')).toEqual([
      ['/media/clips/2.mp4', TAPPED_EPISODE_MEDIA_BYTES, 'now'],
    ]);
    // Its play is recorded once it moves.
    expect(context.play).not.toHaveBeenCalledWith(1, 2);
    context.store.playbackStarted();
    expect(context.play).toHaveBeenCalledWith(1, 2);
  });

  it('hands a tap that starts the file itself the head it waits for: one read block, no poster beside it, the remembered start', async () => {
    const context = setup();
    await context.store.open(1, 101, 'en');
    await when(() => context.store.episodes.status === 'ready');
    let headIn = () => undefined as void;
    context.warmup.mediaHead.mockImplementation(() => new Promise<void>((resolve) => (headIn = resolve)));
    const second = context.store.episodes.value![1]!;
    const head = context.store.watchIntended(1, second, '/playlet/1/videos/102.html', { fileStarted: true });
    expect(context.warmup.mediaHead).toHaveBeenCalledWith('/media/clips/2.mp4', TAP_STARTED_MEDIA_BYTES, 'now');
    let arrived = false;
    void head?.then(() => (arrived = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toBe(false);
    headIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toBe(true);
    // The `<video>` playing is the picture: its poster is not fetched on the same line.
    expect(context.warmup.image).not.toHaveBeenCalledWith(expect.stringContaining('2'));
    // A touch again on the same episode asks nothing more and hands over the same head.
    expect(context.store.watchIntended(1, second, '/playlet/1/videos/102.html', { fileStarted: true })).toBe(head);
    expect(context.warmup.mediaHead).toHaveBeenCalledTimes(1);
    // Where the visitor stopped it on this device (nothing remembered: the beginning).
    expect(context.store.tapStartAt(1, 2)).toBeNull();
    context.store.positions.begin(1, 2);
    context.store.positions.persist(7.6, 12);
    expect(context.store.tapStartAt(1, 2)).toBe(7);
  });

  it('fetches no file ahead for a touched episode that needs an unlock: the list does not name it', async () => {
    const playPermission = vi.fn(async (_filmId: number, number: number) => permission(number, number <= 2));
    const context = setup({ playPermission });
    await context.store.open(1, 101, 'en');
    await when(() => context.store.episodes.status === 'ready');
    const locked = context.store.episodes.value![2]!;
    expect(locked.mediaUrl).toBeNull();
    context.store.watchIntended(1, locked, '/playlet/1/videos/103.html');
    expect(playPermission).toHaveBeenCalledWith(1, 3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context.warmup.mediaHead).not.toHaveBeenCalledWith(expect.stringContaining('/3.mp4'), expect.anything(), expect.anything());
  });

  it('fetches nothing ahead for a touched episode on Save-Data, nor for the one playing', async () => {
    const saving = setup({}, {}, false, manualClock(), async () => undefined, { saveData: true });
    await saving.store.open(1, 101, 'en');
    await when(() => saving.store.episodes.status === 'ready');
    saving.store.watchIntended(1, saving.store.episodes.value![1]!, '/playlet/1/videos/102.html');
    expect(saving.payloads.prefetch).not.toHaveBeenCalled();
    expect(saving.warmup.mediaHead).not.toHaveBeenCalled();
    const context = setup();
    await context.store.open(1, 101, 'en');
    await when(() => context.store.episodes.status === 'ready');
    context.store.watchIntended(1, context.store.episodes.value![0]!, '/playlet/1/videos/101.html');
    expect(context.payloads.prefetch).not.toHaveBeenCalled();
  });

  it('opens the episode afresh when its play is refused after all (the permission changed meanwhile)', async () => {
    let allowed = true;
    const play = vi.fn(async (filmId: number, number: number) => {
      if (number === 2 && !allowed) throw new Error('play.locked');
      return episodeVideo(filmId, number);
    });
    const context = setup({ play, playPermission: async (_filmId, number) => permission(number, number === 1 || allowed) });
    await playing(context, 101);
    allowed = false;
    await context.store.open(1, 102, 'en');
    context.store.playbackStarted();
    await when(() => context.store.locked);
    expect(context.store.permission.value).toMatchObject({ episodeNumber: 2, allowed: false });
  });

  it('asks nothing again when the play was not sent (a server render leaves it to the browser)', async () => {
    // Once only: asked again, the play would be refused again, and again.
    const play = vi
      .fn(async (filmId: number, number: number) => episodeVideo(filmId, number))
      .mockRejectedValueOnce(new ApiError('unsent', 0, 'site-errors:generic', 0));
    const playPermission = vi.fn(async (_filmId: number, number: number) => permission(number, true));
    const context = setup({ play, playPermission });
    await context.store.open(1, 101, 'en');
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(play).toHaveBeenCalledTimes(1);
    expect(playPermission).toHaveBeenCalledTimes(1);
    expect(context.store.video.value).not.toBeNull();
  });

  it('goes on playing the film after Play was pressed once, not another film', async () => {
    const context = setup({ resolveVideo: async (_filmId, videoId) => ({ kind: 'episode', episodeNumber: videoId % 100 }) });
    await context.store.open(1, 101, 'en');
    await when(() => context.store.episodes.status === 'ready');
    await context.store.open(1, 102, 'en');
    expect(context.store.autoplay).toBe(false);
    context.store.playbackStarted();
    await context.store.open(1, 101, 'en');
    expect(context.store.autoplay).toBe(true);
    await context.store.open(2, 201, 'en');
    expect(context.store.autoplay).toBe(false);
  });
});
