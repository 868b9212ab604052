import type { ServiceIdentifier } from 'inversify';
import type { SessionHandlers, SessionMetadata, SessionPosition } from '../../domain/player/media-session.mapping';

/**
 * The operating system's media controls (lock screen, headset buttons, notification, Picture-in-Picture window):
 * the Media Session API where the browser has it, nothing elsewhere.
 */
export interface SystemMediaControls {
  /** What is playing. */
  describe(metadata: SessionMetadata): void;
  /** The actions offered; a null handler takes the action away. */
  handle(handlers: SessionHandlers): void;
  /** Playing or paused, and where in the video (null while its length is unknown). */
  playback(playing: boolean, position: SessionPosition | null): void;
  /** Nothing plays any more (the visitor left the player): the metadata, the actions and the state go. */
  clear(): void;
}
export const SystemMediaControls = Symbol.for('SystemMediaControls') as ServiceIdentifier<SystemMediaControls>;
