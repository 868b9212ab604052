import * as v from 'valibot';
import { Count, FilmRef, Id, MediaUrl } from '../common.schemas';

export const EpisodeNum = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * One episode in a film's episode list. `is_free` tells whether it plays without any unlock; `media_url` is then its
 * video file (the `url` of its episode-video answer), so a page can fetch the file's first frame as a finger lands on
 * the episode, before any answer about it; null for an episode that needs an unlock.
 */
export const Episode = v.object({
  id: Id,
  film_id: Id,
  episode_num: EpisodeNum,
  title: v.string(),
  duration_seconds: Count,
  thumbnail_url: MediaUrl,
  is_free: v.boolean(),
  media_url: v.nullable(MediaUrl),
});
export type Episode = v.InferOutput<typeof Episode>;

/** The episode page: the episode, its film, its plot summary and the neighbours (null at the ends). */
export const EpisodeDetail = v.object({
  ...Episode.entries,
  film: FilmRef,
  episode_count: Count,
  plot_id: v.nullable(Id),
  plot_summary: v.nullable(v.string()),
  prev_episode_num: v.nullable(EpisodeNum),
  next_episode_num: v.nullable(EpisodeNum),
});
export type EpisodeDetail = v.InferOutput<typeof EpisodeDetail>;
