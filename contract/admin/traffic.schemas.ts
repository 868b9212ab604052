import * as v from 'valibot';
import { Count, FilmRef, Id } from '../common.schemas';

/** The longest range the dashboard reads at once (a year and a day, so a leap year fits). */
export const TRAFFIC_RANGE_MAX_DAYS = 366;

/** A UTC day as `YYYY-MM-DD`. */
export const Day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.isoDate(),
  // A day the calendar has (no 2026-02-30), as the document's `format: date` (RFC 3339 full-date) says.
  v.check((day) => {
    const time = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(time.getTime()) && time.toISOString().startsWith(day);
  }),
);

/** One value of a dimension (a traffic source, a language, a page kind), day by day over the range. */
export const TrafficSeries = v.object({
  value: v.string(),
  /** Page views per day, in the order of `days`. */
  views: v.array(Count),
  /** Average page time in seconds per day (0 on days without page-time events). */
  avg_seconds: v.array(v.pipe(v.number(), v.minValue(0))),
  total_views: Count,
  total_avg_seconds: v.pipe(v.number(), v.minValue(0)),
});
export type TrafficSeries = v.InferOutput<typeof TrafficSeries>;

/** A drama's page views, watch starts (plays of episode 1) and completions (plays of its last episode). */
export const TopFilm = v.object({
  film_id: Id,
  film: v.nullable(FilmRef),
  views: Count,
  watch_starts: Count,
  completions: Count,
});

/** The dashboard's answer for one range. */
export const TrafficReport = v.object({
  from: Day,
  to: Day,
  days: v.array(Day),
  by_source: v.array(TrafficSeries),
  by_lang: v.array(TrafficSeries),
  by_page: v.array(TrafficSeries),
  top_films: v.array(TopFilm),
  /** Shares recorded -> shared pages opened (share passes issued) -> visits counted -> dramas unlocked by sharing. */
  funnel: v.object({ shares: Count, link_opens: Count, counted_visits: Count, unlocks: Count }),
  applications: v.object({ sent: Count, pending: Count, approved: Count, denied: Count }),
  /**
   * The "For you" feed's funnel (added: not in the spec), counted only for visitors who allowed statistics: items seen
   * for 3 s (impressions) -> taps on Watch the series (watch starts) -> episode 2 of a drama started from the feed
   * reached (second_episodes). Each counted once per drama, address and visitor a day.
   */
  feed: v.object({ impressions: Count, watch_starts: Count, second_episodes: Count }),
});
export type TrafficReport = v.InferOutput<typeof TrafficReport>;
