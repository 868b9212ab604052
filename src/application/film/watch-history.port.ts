import type { ServiceIdentifier } from 'inversify';
import type { WatchedEpisode } from '../../domain/catalog/watched-episode.entity';

/**
 * The episodes watched on this device, newest last. The player (ui-film) records each episode as it plays;
 * the home page reads them for 'continue watching', the film page for 'continue episode N' and the personal area
 * for its watch-history list. Kept on the device only: no account needed, nothing sent to the server.
 */
export interface WatchHistory {
  /** Every recorded episode (at most one per film). */
  list(): readonly WatchedEpisode[];
  /** Records or updates the film's latest episode and position. */
  record(entry: WatchedEpisode): void;
  /** Forgets the film (the visitor removed it from the watch-history list). */
  remove(filmId: number): void;
}
export const WatchHistory = Symbol.for('WatchHistory') as ServiceIdentifier<WatchHistory>;
