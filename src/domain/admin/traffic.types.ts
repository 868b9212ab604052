/** One value of a dimension over the days of a range. */
export interface TrafficSeries {
  readonly value: string;
  readonly views: readonly number[];
  readonly avgSeconds: readonly number[];
  readonly totalViews: number;
  readonly totalAvgSeconds: number;
}

/** The dashboard for one range of UTC days. */
export interface TrafficReport {
  readonly from: string;
  readonly to: string;
  readonly days: readonly string[];
  readonly bySource: readonly TrafficSeries[];
  readonly byLang: readonly TrafficSeries[];
  readonly byPage: readonly TrafficSeries[];
  readonly topFilms: readonly {
    readonly filmId: number;
    readonly title: string;
    readonly views: number;
    readonly watchStarts: number;
    readonly completions: number;
  }[];
  readonly funnel: { readonly shares: number; readonly linkOpens: number; readonly countedVisits: number; readonly unlocks: number };
  readonly applications: { readonly sent: number; readonly pending: number; readonly approved: number; readonly denied: number };
  /** The "For you" feed: items seen 3 s -> taps on Watch the series -> episode 2 reached (issue 34). */
  readonly feed: { readonly impressions: number; readonly watchStarts: number; readonly secondEpisodes: number };
}

/** A step's share of the step before it, in whole percent; null when the step before counted nothing. */
export function stepRate(count: number, of: number): number | null {
  return of > 0 ? Math.round((100 * count) / of) : null;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the UTC day `days` before the one of `now` (ms). */
export function dayBefore(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString().slice(0, 10);
}

/** Quotes a CSV field when it needs it (RFC 4180), and defuses spreadsheet formulas. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as one CSV table: one row per dimension value and day, then drama and funnel rows. */
export function trafficCsv(report: TrafficReport): string {
  const lines: (string | number)[][] = [['section', 'value', 'day', 'views', 'avg_seconds']];
  const series = [
    ['source', report.bySource],
    ['lang', report.byLang],
    ['page', report.byPage],
  ] as const;
  for (const [section, list] of series) {
    for (const s of list) report.days.forEach((day, i) => lines.push([section, s.value, day, s.views[i] ?? 0, s.avgSeconds[i] ?? 0]));
  }
  lines.push([], ['film_id', 'title', 'views', 'watch_starts', 'completions']);
  for (const f of report.topFilms) lines.push([f.filmId, f.title, f.views, f.watchStarts, f.completions]);
  lines.push([], ['step', 'count']);
  for (const [step, count] of Object.entries(report.funnel)) lines.push([step, count]);
  for (const [status, count] of Object.entries(report.applications)) lines.push([`applications_${status}`, count]);
  lines.push(
    ['feed_impressions', report.feed.impressions],
    ['feed_watch_starts', report.feed.watchStarts],
    ['feed_second_episodes', report.feed.secondEpisodes],
  );
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
