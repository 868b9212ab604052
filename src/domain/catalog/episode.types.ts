/** One episode as listed in the picker. */
export interface EpisodeSummary {
  readonly id: number;
  readonly filmId: number;
  readonly number: number;
  readonly title: string;
  readonly durationSeconds: number;
  /** Free episodes play for everyone; the others need the play permission. */
  readonly free: boolean;
  readonly thumbnailUrl: string;
  /** A free episode's video file (fetched ahead as a finger lands on it); null for one that needs an unlock. */
  readonly mediaUrl: string | null;
}

/** An episode page: the episode plus its neighbours (null at the ends). */
export interface EpisodeDetail extends EpisodeSummary {
  readonly filmTitle: string;
  readonly episodeCount: number;
  readonly plotSummary: string | null;
  readonly previousNumber: number | null;
  readonly nextNumber: number | null;
}

/** Why an episode may or may not play. */
export type PlayReason = 'free' | 'share_unlocked' | 'approved' | 'locked';

/** Whom a play-permission answer is about: no one known (a page rendered for everyone), a visitor, a member. */
export type PermissionCaller = 'anonymous' | 'visitor' | 'member';

/** The state of the visitor's request for permission to watch. */
export type PermissionApplication = 'none' | 'pending' | 'approved' | 'denied';

/** Whether one episode may play for this visitor, and how it unlocks if not (the play-permission call). */
export interface PlayPermission {
  readonly filmId: number;
  readonly episodeNumber: number;
  readonly allowed: boolean;
  readonly reason: PlayReason;
  /** Episodes 1..freeEpisodes play without any condition. */
  readonly freeEpisodes: number;
  /** Distinct visits through the visitor's share links that unlock the film. */
  readonly visitsNeeded: number;
  readonly visitsSoFar: number;
  readonly application: PermissionApplication;
  /** An operator's reply to the application (approved or denied), when there is one. */
  readonly applicationReply?: string;
  /** Whom the counts and the application are about (the page's own answer is about no one). */
  readonly caller: PermissionCaller;
}
