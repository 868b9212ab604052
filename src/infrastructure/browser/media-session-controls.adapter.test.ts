import { describe, expect, it, vi } from 'vitest';
import { sessionHandlers } from '../../domain/player/media-session.mapping';
import { MediaSessionControls } from './media-session-controls.adapter';

function fakeSession(unsupported: readonly string[] = []) {
  const handlers = new Map<string, ((details: MediaSessionActionDetails) => void) | null>();
  return {
    handlers,
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: vi.fn((action: string, handler: ((details: MediaSessionActionDetails) => void) | null) => {
      if (unsupported.includes(action)) throw new TypeError(`${action} is not supported`);
      handlers.set(action, handler);
    }),
    setPositionState: vi.fn(),
  };
}

const commands = { play: vi.fn(), pause: vi.fn(), seekBy: vi.fn(), seekTo: vi.fn(), previous: null, next: vi.fn() };

describe('MediaSessionControls', () => {
  it('does nothing where the browser has no Media Session', () => {
    const controls = new MediaSessionControls(null);
    expect(() => {
      controls.describe({ title: 'a', artist: 'b', album: 'b', artwork: [] });
      controls.handle(sessionHandlers(commands));
      controls.playback(true, null);
      controls.clear();
    }).not.toThrow();
  });

  it('registers the handlers it can, skips the ones the browser refuses, and clears them all', () => {
    const session = fakeSession(['seekto']);
    const controls = new MediaSessionControls(session, (init) => init as unknown as MediaMetadata);
    controls.describe({ title: 'Встреча', artist: 'Любовь · Серия 3', album: 'Любовь', artwork: [{ src: '/p.jpg' }] });
    controls.handle(sessionHandlers(commands));
    expect(session.metadata).toMatchObject({ title: 'Встреча', album: 'Любовь' });
    expect(session.handlers.get('previoustrack')).toBeNull();
    expect(session.handlers.has('seekto')).toBe(false);
    session.handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(commands.next).toHaveBeenCalledOnce();

    controls.playback(true, { duration: 12, position: 3, playbackRate: 1 });
    expect(session.playbackState).toBe('playing');
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 12, position: 3, playbackRate: 1 });

    controls.clear();
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    expect([...session.handlers.values()].every((handler) => handler === null)).toBe(true);
  });
});
