import type { PlayPermission } from './episode.types';

/** Whether `episodeNumber` may be watched with this permission. */
export function isEpisodeUnlocked(permission: PlayPermission, episodeNumber: number): boolean {
  return permission.fullAccess || episodeNumber <= Math.max(permission.freeEpisodes, permission.unlockedThrough);
}

/** Visits still needed before sharing unlocks the film (never negative). */
export function shareVisitsMissing(permission: PlayPermission): number {
  return Math.max(0, permission.shareVisitsRequired - permission.shareVisits);
}
