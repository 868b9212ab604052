import { sql } from 'drizzle-orm';
import { TRAFFIC_RANGE_MAX_DAYS, type TrafficReport, type TrafficSeries } from '../../../contract/admin/traffic.schemas';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ensureTrafficRollups } from '../tracking/traffic-rollup';
import { filmRefs } from './film-refs.query';

const DAY_MS = 86_400_000;
const TOP_FILMS = 10;
type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Every UTC day from `from` to `to` inclusive (admin.traffic_range when reversed or too long). */
export function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const count = (end - start) / DAY_MS + 1;
  if (!(count >= 1 && count <= TRAFFIC_RANGE_MAX_DAYS)) throw new AppError(400, 'admin.traffic_range');
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The dashboard for a range of UTC days. Page views and times come from the daily rollups (a few thousand rows
 * at most, whatever the number of events); the share funnel and applications from their own small tables.
 */
export async function trafficReport(ctx: ServerContext, from: string, to: string): Promise<TrafficReport> {
  const days = daysOf(from, to);
  await ensureTrafficRollups(ctx.db, ctx.clock.now());
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const [daily, films, funnel, applications] = await Promise.all([
    ctx.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, dimension, value, views, timed_views, seconds
      from traffic_daily where day between ${from}::date and ${to}::date`),
    topFilms(ctx, from, to, start, end),
    shareFunnel(ctx, start, end),
    ctx.db.execute(sql`select count(*) as sent, count(*) filter (where status = 'pending') as pending,
        count(*) filter (where status = 'approved') as approved, count(*) filter (where status = 'denied') as denied
      from feedback where apply_permission and created_at >= ${start} and created_at < ${end}`),
  ]);
  type DailyRow = { day: string; dimension: string; value: string; views: string; timed_views: string; seconds: string };
  const rows = rowsOf<DailyRow>(daily);
  const app = rowsOf<Record<'sent' | 'pending' | 'approved' | 'denied', string>>(applications)[0];
  return {
    from,
    to,
    days,
    by_source: seriesOf(rows, 'source', days),
    by_lang: seriesOf(rows, 'lang', days),
    by_page: seriesOf(rows, 'page', days),
    top_films: films,
    funnel,
    applications: { sent: Number(app?.sent ?? 0), pending: Number(app?.pending ?? 0), approved: Number(app?.approved ?? 0), denied: Number(app?.denied ?? 0) },
    feed: feedFunnel(rows),
  };
}

/** The feed's funnel over the range: its events' counts in the rollup (dimension `feed`, traffic-rollup.ts). */
function feedFunnel(rows: readonly { dimension: string; value: string; views: string }[]): TrafficReport['feed'] {
  const total = (event: string) => rows.reduce((sum, r) => sum + (r.dimension === 'feed' && r.value === event ? Number(r.views) : 0), 0);
  return { impressions: total('fi'), watch_starts: total('fw'), second_episodes: total('fe') };
}

/** One series per value of a dimension, busiest first; average page time = page-time seconds / page-time events. */
function seriesOf(
  rows: readonly { day: string; dimension: string; value: string; views: string; timed_views: string; seconds: string }[],
  dimension: string,
  days: readonly string[],
): TrafficSeries[] {
  const index = new Map(days.map((d, i) => [d, i]));
  const byValue = new Map<string, { views: number[]; timed: number[]; seconds: number[] }>();
  for (const r of rows) {
    if (r.dimension !== dimension) continue;
    const i = index.get(r.day);
    if (i === undefined) continue;
    let s = byValue.get(r.value);
    if (!s) byValue.set(r.value, (s = { views: days.map(() => 0), timed: days.map(() => 0), seconds: days.map(() => 0) }));
    s.views[i] = Number(r.views);
    s.timed[i] = Number(r.timed_views);
    s.seconds[i] = Number(r.seconds);
  }
  const average = (seconds: number, timed: number) => (timed > 0 ? Math.round((seconds / timed) * 10) / 10 : 0);
  return [...byValue.entries()]
    .map(([value, s]) => {
      const timed = s.timed.reduce((a, b) => a + b, 0);
      const seconds = s.seconds.reduce((a, b) => a + b, 0);
      return {
        value,
        views: s.views,
        avg_seconds: s.seconds.map((sec, i) => average(sec, s.timed[i]!)),
        total_views: s.views.reduce((a, b) => a + b, 0),
        total_avg_seconds: average(seconds, timed),
      };
    })
    .sort((a, b) => b.total_views - a.total_views || a.value.localeCompare(b.value));
}

/** The most viewed dramas, with watch starts (plays of episode 1) and completions (plays of their last episode). */
async function topFilms(ctx: ServerContext, from: string, to: string, start: Date, end: Date): Promise<TrafficReport['top_films']> {
  const viewed = rowsOf<{ film_id: number; views: string }>(
    await ctx.db.execute(sql`select film_id, sum(views) as views from traffic_film_daily
      where day between ${from}::date and ${to}::date group by film_id order by sum(views) desc, film_id limit ${TOP_FILMS}`),
  );
  if (viewed.length === 0) return [];
  const ids = viewed.map((r) => Number(r.film_id));
  const played = rowsOf<{ film_id: number; starts: string; completions: string }>(
    await ctx.db.execute(sql`select p.film_id, count(*) filter (where p.episode_num = 1) as starts,
        count(*) filter (where p.episode_num = f.episode_count) as completions
      from plays p join films f on f.id = p.film_id
      where p.film_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and p.created_at >= ${start} and p.created_at < ${end}
      group by p.film_id`),
  );
  const plays = new Map(played.map((r) => [Number(r.film_id), r]));
  const refs = await filmRefs(ctx.db, ids);
  return ids.map((id, i) => ({
    film_id: id,
    film: refs.get(id) ?? null,
    views: Number(viewed[i]!.views),
    watch_starts: Number(plays.get(id)?.starts ?? 0),
    completions: Number(plays.get(id)?.completions ?? 0),
  }));
}

/**
 * Shares recorded -> shared pages opened (a share pass is issued on each load through a shared link) -> visits
 * counted -> unlocks (a sharer's drama reaching SHARE_UNLOCK_VISITS distinct counted visitors within the range).
 */
async function shareFunnel(ctx: ServerContext, start: Date, end: Date): Promise<TrafficReport['funnel']> {
  const needed = ctx.config.shareUnlockVisits;
  const [row] = rowsOf<Record<'shares' | 'opens' | 'visits' | 'unlocks', string>>(
    await ctx.db.execute(sql`select
      (select count(*) from share_records where created_at >= ${start} and created_at < ${end}) as shares,
      (select count(*) from share_passes where issued_at >= ${start} and issued_at < ${end}) as opens,
      (select count(*) from share_visits where created_at >= ${start} and created_at < ${end}) as visits,
      (select count(*) from (
        select first_visit, row_number() over (partition by sharer, film_id order by first_visit) as nth
        from (
          select coalesce(r.sharer_user_id::text, r.sharer_visitor_id::text) as sharer, v.film_id, v.visitor_id, min(v.created_at) as first_visit
          from share_visits v join share_records r on r.id = v.share_record_id
          group by 1, 2, 3
        ) distinct_visitors
      ) ordered where nth = ${needed} and first_visit >= ${start} and first_visit < ${end}) as unlocks`),
  );
  return {
    shares: Number(row?.shares ?? 0),
    link_opens: Number(row?.opens ?? 0),
    counted_visits: Number(row?.visits ?? 0),
    unlocks: Number(row?.unlocks ?? 0),
  };
}
