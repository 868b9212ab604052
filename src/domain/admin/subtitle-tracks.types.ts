import type { Language } from '../routing/language';

/** One version of an episode's track in one language, as the console lists it. */
export interface SubtitleTrackVersion {
  readonly version: number;
  readonly url: string;
  readonly cues: number;
  /**
   * `original`: the file the episode came with; `upload`: an operator's file; `rollback`: an earlier version again;
   * `correction`: one line changed (or added) on a member's report.
   */
  readonly source: 'original' | 'upload' | 'rollback' | 'correction';
  readonly restoredVersion: number | null;
  /** What a correction changed: the moment (seconds), the line before (null: added) and after. */
  readonly change: { readonly at: number; readonly before: string | null; readonly after: string } | null;
  readonly createdBy: string;
  readonly createdAt: string | null;
}

export interface SubtitleTrack {
  readonly lang: Language;
  /** The file served now. */
  readonly url: string;
  /** Newest first; empty while the track is the one the episode came with. */
  readonly versions: readonly SubtitleTrackVersion[];
}

/** An episode's tracks, one per language it has subtitles in. */
export interface EpisodeTracks {
  readonly filmId: number;
  readonly episodeNum: number;
  readonly durationSeconds: number;
  readonly tracks: readonly SubtitleTrack[];
}
