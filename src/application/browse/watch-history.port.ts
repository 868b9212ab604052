import type { ServiceIdentifier } from 'inversify';
import type { WatchedEpisode } from '../../domain/catalog/watched-episode.entity';

/**
 * The episodes watched on this device, newest last. The player (ui-film) records each episode as it plays;
 * the home page reads them for 'continue watching'. Kept on the device only: no account needed.
 */
export interface WatchHistory {
  /** Every recorded episode (at most one per film). */
  list(): readonly WatchedEpisode[];
  /** Records or updates the film's latest episode and position. */
  record(entry: WatchedEpisode): void;
}
export const WatchHistory = Symbol.for('WatchHistory') as ServiceIdentifier<WatchHistory>;
