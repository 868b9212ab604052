import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEEK_SECONDS, sessionHandlers, sessionMetadata, sessionPosition, type SessionCommands } from './media-session.mapping';

const label = (n: number) => `Серия ${n}`;

describe('sessionMetadata', () => {
  it('names the episode, the drama with the episode number, and the poster', () => {
    expect(sessionMetadata({ title: 'Встреча', dramaTitle: 'Любовь', episodeNumber: 3, posterUrl: '/media/p.jpg' }, label)).toEqual({
      title: 'Встреча',
      artist: 'Любовь · Серия 3',
      album: 'Любовь',
      artwork: [{ src: '/media/p.jpg' }],
    });
  });

  it.each([
    [
      { title: 'Trailer', dramaTitle: 'Love', episodeNumber: null, posterUrl: '' },
      { artist: 'Love', artwork: [] },
    ],
    [
      { title: 'Ep', dramaTitle: '', episodeNumber: 2, posterUrl: 'x.jpg' },
      { artist: 'Серия 2', artwork: [{ src: 'x.jpg' }] },
    ],
  ])('a clip or a drama not yet known: %o', (now, expected) => {
    expect(sessionMetadata(now, label)).toMatchObject(expected);
  });
});

function commands(neighbours: { previous?: boolean; next?: boolean } = {}) {
  const fake = {
    play: vi.fn(),
    pause: vi.fn(),
    seekBy: vi.fn(),
    seekTo: vi.fn(),
    previous: neighbours.previous ? vi.fn() : null,
    next: neighbours.next ? vi.fn() : null,
  };
  return fake satisfies SessionCommands;
}

describe('sessionHandlers', () => {
  it('maps play, pause and the track actions to the player and its neighbouring episodes', () => {
    const player = commands({ previous: true, next: true });
    const handlers = sessionHandlers(player);
    handlers.play?.({});
    handlers.pause?.({});
    handlers.previoustrack?.({});
    handlers.nexttrack?.({});
    expect(player.play).toHaveBeenCalledOnce();
    expect(player.pause).toHaveBeenCalledOnce();
    expect(player.previous).toHaveBeenCalledOnce();
    expect(player.next).toHaveBeenCalledOnce();
  });

  it.each([
    [
      { previous: false, next: true },
      { previoustrack: null, nexttrack: 'handler' },
    ],
    [
      { previous: true, next: false },
      { previoustrack: 'handler', nexttrack: null },
    ],
    [
      { previous: false, next: false },
      { previoustrack: null, nexttrack: null },
    ],
  ])('offers a track action only where there is an episode (%o)', (neighbours, offered) => {
    const handlers = sessionHandlers(commands(neighbours));
    expect({ previoustrack: handlers.previoustrack && 'handler', nexttrack: handlers.nexttrack && 'handler' }).toEqual(offered);
  });

  it.each([
    ['seekforward', { seekOffset: 15 }, 15],
    ['seekforward', {}, DEFAULT_SEEK_SECONDS],
    ['seekforward', { seekOffset: null }, DEFAULT_SEEK_SECONDS],
    ['seekforward', { seekOffset: -3 }, DEFAULT_SEEK_SECONDS],
    ['seekbackward', { seekOffset: 5 }, -5],
    ['seekbackward', { seekOffset: Number.NaN }, -DEFAULT_SEEK_SECONDS],
  ] as const)('%s with %o seeks by %s s', (action, details, seconds) => {
    const player = commands();
    sessionHandlers(player)[action]?.(details);
    expect(player.seekBy).toHaveBeenCalledWith(seconds);
  });

  it.each([
    [{ seekTime: 7.5 }, [7.5]],
    [{ seekTime: 0 }, [0]],
    [{}, null],
    [{ seekTime: Number.NaN }, null],
  ])('seekto %o goes to %o', (details, call) => {
    const player = commands();
    sessionHandlers(player).seekto?.(details);
    if (call) expect(player.seekTo).toHaveBeenCalledWith(...call);
    else expect(player.seekTo).not.toHaveBeenCalled();
  });
});

describe('sessionPosition', () => {
  it.each([
    [null, 3, 1, null],
    [Number.NaN, 3, 1, null],
    [Number.POSITIVE_INFINITY, 3, 1, null],
    [0, 0, 1, null],
    [12, 3, 1.25, { duration: 12, position: 3, playbackRate: 1.25 }],
    [12, 12.3, 1, { duration: 12, position: 12, playbackRate: 1 }],
    [12, -1, 0, { duration: 12, position: 0, playbackRate: 1 }],
  ])('duration %s, position %s, rate %s: %o', (duration, position, rate, expected) => {
    expect(sessionPosition(duration, position, rate)).toEqual(expected);
  });
});
