/** A subtitle file for one language of an episode. */
export interface SubtitleTrack {
  /** BCP 47 language code, e.g. `pt` or `hi`. */
  readonly language: string;
  readonly label: string;
  readonly url: string;
}

/** One episode as listed in the picker. */
export interface EpisodeSummary {
  readonly filmId: number;
  readonly number: number;
  readonly title: string;
  readonly durationSeconds: number;
  /** Free episodes play for everyone; the others need the play permission. */
  readonly free: boolean;
  readonly thumbnailUrl: string | null;
}

/** One episode ready to play. */
export interface EpisodeDetail extends EpisodeSummary {
  readonly videoUrl: string;
  readonly posterUrl: string | null;
  readonly subtitles: readonly SubtitleTrack[];
}

/** How a locked episode can be unlocked, as the play-permission call reports it. */
export interface PlayPermission {
  readonly filmId: number;
  /** Episodes 1..freeEpisodes play without any condition. */
  readonly freeEpisodes: number;
  /** Highest episode number this visitor may watch now. */
  readonly unlockedThrough: number;
  /** Visits that came in through this visitor's shared link. */
  readonly shareVisits: number;
  /** Visits needed to unlock the whole film by sharing. */
  readonly shareVisitsRequired: number;
  /** True once the visitor has asked for permission and is waiting for an answer. */
  readonly applicationPending: boolean;
  /** True when the whole film is unlocked (by sharing or an approved application). */
  readonly fullAccess: boolean;
}
