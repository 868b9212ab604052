import * as v from 'valibot';
import { Lang } from '../common.schemas';

export const SubtitleVersion = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  url: v.string(),
  cues: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /**
   * `original`: the file the episode came with; `upload`: an operator's file; `rollback`: an earlier version again;
   * `correction`: one line changed or added on an approved report (`change`).
   */
  source: v.picklist(['original', 'upload', 'rollback', 'correction']),
  /** For a rollback, the version it serves again. */
  restored_version: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** For a correction: the report it applied, the moment (seconds), the line before (null: added) and after. */
  change: v.optional(
    v.nullable(v.object({ report_id: v.pipe(v.number(), v.integer()), at: v.number(), before: v.nullable(v.string()), after: v.string() })),
    null,
  ),
  /** The operator's e-mail address; `catalog` for the original. */
  created_by: v.string(),
  created_at: v.nullable(v.string()),
});
export type SubtitleVersion = v.InferOutput<typeof SubtitleVersion>;

export const SubtitleTrack = v.object({
  lang: Lang,
  /** The URL served now. */
  url: v.string(),
  /** Newest first; empty while the track is still the one the episode came with. */
  versions: v.array(SubtitleVersion),
});
export type SubtitleTrack = v.InferOutput<typeof SubtitleTrack>;

export const SubtitleTracks = v.object({
  film_id: v.pipe(v.number(), v.integer()),
  episode_num: v.pipe(v.number(), v.integer()),
  duration_seconds: v.pipe(v.number(), v.integer()),
  tracks: v.array(SubtitleTrack),
});
export type SubtitleTracks = v.InferOutput<typeof SubtitleTracks>;

export const SubtitleRollback = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1)) });
