import * as v from 'valibot';
import { Count, Id, Lang, MediaUrl } from '../common.schemas';

/** A film still; width and height reserve the space before the image loads. */
export const Photo = v.object({
  id: Id,
  film_id: Id,
  url: MediaUrl,
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  alt: v.string(),
});
export type Photo = v.InferOutput<typeof Photo>;

/** A WebVTT subtitle track; `label` is the language's own name ("Deutsch"). */
export const Subtitle = v.object({
  lang: Lang,
  label: v.string(),
  url: MediaUrl,
});
export type Subtitle = v.InferOutput<typeof Subtitle>;

export const VIDEO_KINDS = ['episode', 'trailer', 'clip'] as const;

/**
 * A playable vertical video. Trailers and clips are listed openly; an episode's video is only handed out by
 * play/{film_id}, after the permission check, with `kind` 'episode' and its `episode_num`.
 */
export const Video = v.object({
  id: Id,
  film_id: Id,
  kind: v.picklist(VIDEO_KINDS),
  episode_num: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  title: v.string(),
  url: MediaUrl,
  poster_url: MediaUrl,
  duration_seconds: Count,
  subtitles: v.array(Subtitle),
  /** The drama's original language: its track is shown when there is none in the viewer's language. */
  original_lang: v.optional(Lang),
});
export type Video = v.InferOutput<typeof Video>;
