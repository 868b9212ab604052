import type { SystemMediaControls } from '../../application/film/system-media-controls.port';
import { SESSION_ACTIONS, type SessionHandlers, type SessionMetadata, type SessionPosition } from '../../domain/player/media-session.mapping';

/** The parts of `navigator.mediaSession` used here (absent on the server and in older browsers). */
type Session = Pick<MediaSession, 'metadata' | 'playbackState' | 'setActionHandler'> & Partial<Pick<MediaSession, 'setPositionState'>>;

/**
 * The Media Session API. Feature-detected: without `navigator.mediaSession` (the server, older browsers) every call
 * does nothing. An action a browser does not know (older ones lack `seekto`) throws on registration: it is skipped.
 */
export class MediaSessionControls implements SystemMediaControls {
  constructor(
    private readonly session: Session | null = typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null,
    private readonly createMetadata: (init: MediaMetadataInit) => MediaMetadata | null = (init) =>
      typeof MediaMetadata === 'function' ? new MediaMetadata(init) : null,
  ) {}

  describe(metadata: SessionMetadata): void {
    if (!this.session) return;
    this.session.metadata = this.createMetadata({ ...metadata, artwork: [...metadata.artwork] });
  }

  handle(handlers: SessionHandlers): void {
    for (const action of SESSION_ACTIONS) this.setHandler(action, handlers[action]);
  }

  playback(playing: boolean, position: SessionPosition | null): void {
    if (!this.session) return;
    this.session.playbackState = playing ? 'playing' : 'paused';
    try {
      this.session.setPositionState?.(position ?? undefined);
    } catch {
      // A state the browser finds inconsistent (a duration changing under it) is dropped; the next one corrects it.
    }
  }

  clear(): void {
    if (!this.session) return;
    this.session.metadata = null;
    this.session.playbackState = 'none';
    for (const action of SESSION_ACTIONS) this.setHandler(action, null);
    try {
      this.session.setPositionState?.(undefined);
    } catch {
      // Nothing to clear.
    }
  }

  private setHandler(action: (typeof SESSION_ACTIONS)[number], handler: SessionHandlers[typeof action]): void {
    if (!this.session) return;
    try {
      this.session.setActionHandler(action, handler ? (details) => handler(details) : null);
    } catch {
      // Not supported by this browser.
    }
  }
}
