import { describe, expect, it, vi } from 'vitest';
import type { SessionHandlers, SessionMetadata, SessionPosition } from '../../domain/player/media-session.mapping';
import { MediaSessionPublisher } from './media-session.publisher';
import type { SystemMediaControls } from './system-media-controls.port';

class FakeControls implements SystemMediaControls {
  metadata: SessionMetadata | null = null;
  handlers: SessionHandlers | null = null;
  state: { playing: boolean; position: SessionPosition | null } | null = null;
  describe(metadata: SessionMetadata) {
    this.metadata = metadata;
  }
  handle(handlers: SessionHandlers) {
    this.handlers = handlers;
  }
  playback(playing: boolean, position: SessionPosition | null) {
    this.state = { playing, position };
  }
  clear() {
    this.metadata = null;
    this.handlers = null;
    this.state = null;
  }
}

const translator = { t: (key: string, values?: Readonly<Record<string, string | number>>) => (key === 'film:plots.episode' ? `Серия ${values?.number}` : key) };

function publisher() {
  const controls = new FakeControls();
  return { controls, session: new MediaSessionPublisher(controls, translator) };
}

const player = (neighbours: { previous: (() => void) | null; next: (() => void) | null }) => ({
  play: vi.fn(),
  pause: vi.fn(),
  seekBy: vi.fn(),
  seekTo: vi.fn(),
  ...neighbours,
});

describe('MediaSessionPublisher', () => {
  it('shows the episode in the page language and maps next track to the next episode', () => {
    const { controls, session } = publisher();
    const next = vi.fn();
    session.show({ title: 'Встреча', dramaTitle: 'Любовь', episodeNumber: 3, posterUrl: '/p.jpg' }, player({ previous: null, next }));
    expect(controls.metadata).toEqual({ title: 'Встреча', artist: 'Любовь · Серия 3', album: 'Любовь', artwork: [{ src: '/p.jpg' }] });
    expect(controls.handlers?.previoustrack).toBeNull();
    controls.handlers?.nexttrack?.({});
    expect(next).toHaveBeenCalledOnce();
  });

  it('passes the playback state, without a position while the length is unknown', () => {
    const { controls, session } = publisher();
    session.playback(true, null, 0, 1);
    expect(controls.state).toEqual({ playing: true, position: null });
    session.playback(false, 12, 4, 1.5);
    expect(controls.state).toEqual({ playing: false, position: { duration: 12, position: 4, playbackRate: 1.5 } });
  });

  it('clears everything when the player goes', () => {
    const { controls, session } = publisher();
    session.show({ title: 'A', dramaTitle: 'B', episodeNumber: 1, posterUrl: '' }, player({ previous: null, next: null }));
    session.clear();
    expect(controls.metadata).toBeNull();
    expect(controls.handlers).toBeNull();
  });
});
