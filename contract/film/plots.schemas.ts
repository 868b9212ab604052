import * as v from 'valibot';
import { FilmRef, Id } from '../common.schemas';

/** One entry of a film's plot list (`/playlet/{filmId}/plots.html`). */
export const PlotSummary = v.object({
  id: Id,
  film_id: Id,
  /** The episode the plot tells, or null for a film-wide synopsis part. */
  episode_num: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  title: v.string(),
  excerpt: v.string(),
});
export type PlotSummary = v.InferOutput<typeof PlotSummary>;

/** A single plot page; `body` is plain text with paragraphs separated by blank lines. */
export const Plot = v.object({
  ...PlotSummary.entries,
  film: FilmRef,
  body: v.string(),
  prev_id: v.nullable(Id),
  next_id: v.nullable(Id),
});
export type Plot = v.InferOutput<typeof Plot>;
