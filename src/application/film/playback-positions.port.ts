import type { ServiceIdentifier } from 'inversify';

/** Remembers, on this device, where playback of each episode stopped. */
export interface PlaybackPositions {
  /** Seconds into the episode where the visitor stopped, or null when never played or finished. */
  get(filmId: number, episodeNumber: number): number | null;
  /** Saves the position; a position of 0 or less forgets it. */
  save(filmId: number, episodeNumber: number, seconds: number): void;
}
export const PlaybackPositions = Symbol.for('PlaybackPositions') as ServiceIdentifier<PlaybackPositions>;
