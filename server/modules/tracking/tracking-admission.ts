import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { trackingEvents } from '../../db/schema/tracking';
import { sha256 } from '../../http/session-token';
import { episodePageIds } from './tracking-event.checks';

export type TrackingRow = typeof trackingEvents.$inferInsert;

/** A received event waiting to be written, with the address group it came from (never stored with the event). */
export interface QueuedEvent {
  readonly row: TrackingRow;
  readonly address: string;
}

/** Why an event was not stored (counted in /metrics as `tracking_events_dropped_total{reason}`). */
export type DropReason =
  /** Not an event of the pixel's query (tracking-event.schema.ts). */
  | 'invalid'
  /** The visitor has not allowed statistics, or sends Global Privacy Control. */
  | 'no_consent'
  /** A page kind the site does not have, or not the page of the event's URL. */
  | 'page_kind'
  /** A client time beyond FUTURE_SKEW_MS ahead. */
  | 'future_time'
  /** More events from the address (or visitor) in the hour than TRACKING_LIMITS allows. */
  | 'address_limit'
  | 'visitor_limit'
  /** Page time longer than the page view it belongs to has lasted (or with no page view at all). */
  | 'page_time'
  /** The database was away longer than the in-memory backlog holds. */
  | 'backlog'
  /** A feed event sent from another page than its own (tracking-event.checks.ts). */
  | 'feed_page'
  /** A feed event about no published drama, or an "episode 2 reached" from a page that is not such an episode of it. */
  | 'feed_unknown'
  /** The same feed event of the same drama again, from the same address and visitor, within FEED_EVENT_KEPT_MS. */
  | 'feed_replay'
  /** A watch start without an impression of the drama before it, an episode 2 without a watch start. */
  | 'feed_order';

/**
 * Events one address group, and one visitor, may add per hour. A reader sends two per page (view and time): 240 is a
 * page every 30 s for an hour on end; an address is a household, an office or a carrier's NAT, so it gets five
 * such readers' worth. Beyond that the events are dropped, so one address cannot move the dashboard by more.
 */
export const TRACKING_LIMITS = {
  perAddress: { max: 1_200, windowMs: 3_600_000 },
  perVisitor: { max: 240, windowMs: 3_600_000 },
} as const;

/** Seconds a page time may exceed the time its page view was received before (the two requests' own delays). */
export const PAGE_TIME_SLACK_SECONDS = 5;
/** How long a page view is remembered for its page times: a visible stretch of up to a day (the schema's limit) and then some. */
const PAGE_VIEW_KEPT_MS = 25 * 60 * 60_000;

/*
 * Both checks live in `rate_limit_hits` (server/http/rate-limiter.ts), the store every process shares, so N
 * processes hold one limit and see each other's page views. Limits are fixed windows as there (`key`, `hits` in
 * the window, `window_ends`), counted for a whole batch in one upsert. A page view (per address group and URL) is
 * kept as a window of its own: `window_ends` is the view's time plus PAGE_VIEW_KEPT_MS, and `hits` the seconds
 * its page times have reported so far. Keys are hashed, as the limiter's: the table holds no address in clear.
 */
const limitKey = (name: string, subject: string) => `${name}:${sha256(subject)}`;
const pageKey = (address: string, url: string) => `tracking.page:${sha256(`${address}\n${url}`)}`;

type Rows<T> = { rows: T[] };

/**
 * How long a feed event is remembered for its address and visitor: each of impression, watch start and episode 2 is
 * counted once per drama in that time (a replayed or repeated pixel adds nothing), and a watch start needs the
 * drama's impression within it, an episode 2 its watch start. A day: longer than any session with the feed.
 */
export const FEED_EVENT_KEPT_MS = 24 * 60 * 60_000;
/** What a feed event needs before it (an impression for a start, a start for episode 2). */
const FEED_NEEDS: Record<string, string | undefined> = { fi: undefined, fw: 'fi', fe: 'fw' };
const feedKey = (event: QueuedEvent, ev: string) => `tracking.feed:${sha256(`${event.address}\n${event.row.visitorId ?? ''}\n${event.row.filmId}\n${ev}`)}`;
const isFeed = (event: string) => Object.hasOwn(FEED_NEEDS, event);

/** Counts `n` hits for each key in one statement (keys in order, so two processes' batches never deadlock); answers the counts after. */
async function countHits(db: Database, counts: Map<string, number>, now: Date, windowMs: number): Promise<Map<string, number>> {
  const windowEnds = new Date(now.getTime() + windowMs).toISOString();
  const json = JSON.stringify([...counts].map(([key, n]) => ({ key, n })));
  const result = (await db.execute(sql`insert into rate_limit_hits (key, hits, window_ends)
      select key, n, ${windowEnds}::timestamptz from json_to_recordset(${json}::json) as x(key text, n int) order by key
      on conflict (key) do update set
        hits = case when rate_limit_hits.window_ends <= ${now.toISOString()}::timestamptz then excluded.hits else rate_limit_hits.hits + excluded.hits end,
        window_ends = case when rate_limit_hits.window_ends <= ${now.toISOString()}::timestamptz then excluded.window_ends else rate_limit_hits.window_ends end
      returning key, hits`)) as unknown as Rows<{ key: string; hits: number }>;
  return new Map(result.rows.map((r) => [r.key, Number(r.hits)]));
}

/**
 * Which events of a batch are within the limits of their address and visitor (the visitor id, or the member id
 * when there is none). All of them are counted, so a flood keeps its window full; of each key's events, those
 * that came first are the ones kept.
 */
async function withinLimits(db: Database, events: readonly QueuedEvent[], now: Date): Promise<(DropReason | undefined)[]> {
  const subjects = events.map((e) => ({
    address: limitKey('tracking.ip', e.address),
    visitor: e.row.visitorId || e.row.userId ? limitKey('tracking.visitor', (e.row.visitorId ?? e.row.userId)!) : undefined,
  }));
  const counts = new Map<string, number>();
  for (const s of subjects) for (const key of [s.address, s.visitor]) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  // Both limits have one-hour windows; were they to differ, they would be two statements.
  const after = await countHits(db, counts, now, TRACKING_LIMITS.perAddress.windowMs);
  const seen = new Map<string, number>();
  const position = (key: string) => {
    const i = (seen.get(key) ?? 0) + 1;
    seen.set(key, i);
    // Hits counted before this batch, plus this event's place among the batch's events of the key.
    return after.get(key)! - counts.get(key)! + i;
  };
  return subjects.map((s) => {
    const address = position(s.address);
    const visitor = s.visitor ? position(s.visitor) : 0;
    if (address > TRACKING_LIMITS.perAddress.max) return 'address_limit';
    if (visitor > TRACKING_LIMITS.perVisitor.max) return 'visitor_limit';
    return undefined;
  });
}

/**
 * Page times against their page views, in the order received: a page view starts a page's clock (for its address
 * group and URL), and its page times together may not report more seconds than have passed since (with
 * PAGE_TIME_SLACK_SECONDS). A page time with no page view before it is dropped: no visit lasted it.
 */
async function checkPageTimes(db: Database, events: readonly QueuedEvent[], verdicts: (DropReason | undefined)[]): Promise<void> {
  const keys = events.map((e) => pageKey(e.address, e.row.url));
  const wanted = [...new Set(keys.filter((_, i) => verdicts[i] === undefined && !isFeed(events[i]!.row.event)))].sort();
  if (wanted.length === 0) return;
  // Locked in key order: a page view and its page time written by two processes at once are applied one after the other.
  const held = (await db.execute(sql`select key, hits, window_ends from rate_limit_hits
      where key in (select json_array_elements_text(${JSON.stringify(wanted)}::json)) order by key for update`)) as unknown as Rows<{
    key: string;
    hits: number;
    window_ends: string | Date;
  }>;
  const views = new Map(held.rows.map((r) => [r.key, { start: new Date(r.window_ends).getTime() - PAGE_VIEW_KEPT_MS, seconds: Number(r.hits) }]));
  const changed = new Set<string>();
  events.forEach((event, i) => {
    if (verdicts[i] !== undefined) return;
    const key = keys[i]!;
    const at = (event.row.receivedAt ?? new Date()).getTime();
    if (event.row.event === 'pv') {
      views.set(key, { start: at, seconds: 0 });
      changed.add(key);
      return;
    }
    const view = views.get(key);
    // Feed events are not held against page views: the browser sends them once page-view tracking has started,
    // by then from another page maybe; checkFeedEvents checks them against the catalog and each other.
    if (isFeed(event.row.event)) return;
    const seconds = event.row.seconds ?? 0;
    if (!view || at >= view.start + PAGE_VIEW_KEPT_MS || view.seconds + seconds > (at - view.start) / 1000 + PAGE_TIME_SLACK_SECONDS) {
      verdicts[i] = 'page_time';
      return;
    }
    view.seconds += seconds;
    changed.add(key);
  });
  if (changed.size === 0) return;
  const json = JSON.stringify(
    [...changed].sort().map((key) => ({ key, hits: views.get(key)!.seconds, window_ends: new Date(views.get(key)!.start + PAGE_VIEW_KEPT_MS).toISOString() })),
  );
  await db.execute(sql`insert into rate_limit_hits (key, hits, window_ends)
      select key, hits, window_ends from json_to_recordset(${json}::json) as x(key text, hits int, window_ends timestamptz) order by key
      on conflict (key) do update set hits = excluded.hits, window_ends = excluded.window_ends`);
}

/**
 * Feed events (issue 34, item 4) against the catalog and each other, in the order received: a published drama (for
 * episode 2, the page's video is an episode of it numbered 2 or more), once per drama per FEED_EVENT_KEPT_MS for the
 * address group and visitor, and in the funnel's order (impression, then watch start, then episode 2). What is
 * admitted is remembered in `rate_limit_hits` (hashed keys, a window of FEED_EVENT_KEPT_MS), claimed in one upsert,
 * so a replay sent to two processes at once is counted once.
 */
async function checkFeedEvents(db: Database, events: readonly QueuedEvent[], verdicts: (DropReason | undefined)[], now: Date): Promise<void> {
  const feed = events.flatMap((e, i) => (verdicts[i] === undefined && isFeed(e.row.event) ? [i] : []));
  if (feed.length === 0) return;
  const films = [...new Set(feed.map((i) => events[i]!.row.filmId!))];
  const pages = feed.flatMap((i) => {
    const ids = events[i]!.row.event === 'fe' ? episodePageIds(events[i]!.row.url) : undefined;
    return ids ? [ids] : [];
  });
  const known = (await db.execute(
    sql`select id from films where published and id in (select json_array_elements_text(${JSON.stringify(films)}::json)::int)`,
  )) as unknown as Rows<{
    id: number;
  }>;
  const publishedFilms = new Set(known.rows.map((r) => Number(r.id)));
  const laterEpisodes = new Set<string>();
  if (pages.length > 0) {
    const found = (await db.execute(sql`select e.id, e.film_id from episodes e
        join json_to_recordset(${JSON.stringify(pages)}::json) as p("videoId" int, "filmId" int) on p."videoId" = e.id and p."filmId" = e.film_id
        where e.episode_num >= 2`)) as unknown as Rows<{ id: number; film_id: number }>;
    for (const r of found.rows) laterEpisodes.add(`${r.film_id}/${r.id}`);
  }
  const keys = feed.map((i) => ({ own: feedKey(events[i]!, events[i]!.row.event), needs: FEED_NEEDS[events[i]!.row.event] }));
  const asked = [...new Set(keys.flatMap((k, n) => [k.own, ...(k.needs ? [feedKey(events[feed[n]!]!, k.needs)] : [])]))];
  const present = (await db.execute(sql`select key from rate_limit_hits
      where key in (select json_array_elements_text(${JSON.stringify(asked)}::json)) and window_ends > ${now.toISOString()}::timestamptz`)) as unknown as Rows<{
    key: string;
  }>;
  const held = new Set(present.rows.map((r) => r.key));
  const claims = new Map<string, number>();
  feed.forEach((i, n) => {
    const event = events[i]!;
    const { own, needs } = keys[n]!;
    const ids = event.row.event === 'fe' ? episodePageIds(event.row.url) : undefined;
    if (!publishedFilms.has(event.row.filmId!) || (event.row.event === 'fe' && !(ids && laterEpisodes.has(`${ids.filmId}/${ids.videoId}`))))
      verdicts[i] = 'feed_unknown';
    else if (held.has(own)) verdicts[i] = 'feed_replay';
    else if (needs && !held.has(feedKey(event, needs))) verdicts[i] = 'feed_order';
    else {
      held.add(own);
      claims.set(own, i);
    }
  });
  if (claims.size === 0) return;
  const windowEnds = new Date(now.getTime() + FEED_EVENT_KEPT_MS).toISOString();
  const claimed = (await db.execute(sql`insert into rate_limit_hits (key, hits, window_ends)
      select key, 1, ${windowEnds}::timestamptz from json_array_elements_text(${JSON.stringify([...claims.keys()].sort())}::json) as x(key) order by key
      on conflict (key) do update set hits = 1, window_ends = excluded.window_ends where rate_limit_hits.window_ends <= ${now.toISOString()}::timestamptz
      returning key`)) as unknown as Rows<{ key: string }>;
  const won = new Set(claimed.rows.map((r) => r.key));
  // Another process claimed the same event meanwhile: it counts there.
  for (const [key, i] of claims) if (!won.has(key)) verdicts[i] = 'feed_replay';
}

/**
 * Decides which events of a batch are stored: within the limits, page times no longer than their visit, feed events
 * once and in order (checkFeedEvents). Runs
 * in the batch's transaction (tracking.queue.ts), so a batch that fails is neither stored nor counted.
 */
/** The time a batch is judged at: its last event's arrival (the server's clock when the pixel answered). */
export function batchTime(events: readonly QueuedEvent[]): Date {
  return new Date(Math.max(...events.map((e) => (e.row.receivedAt ?? new Date()).getTime())));
}

export async function admitEvents(db: Database, events: readonly QueuedEvent[]): Promise<{ admitted: TrackingRow[]; dropped: Map<DropReason, number> }> {
  const now = batchTime(events);
  const verdicts = await withinLimits(db, events, now);
  await checkPageTimes(db, events, verdicts);
  await checkFeedEvents(db, events, verdicts, now);
  const dropped = new Map<DropReason, number>();
  const admitted: TrackingRow[] = [];
  events.forEach((event, i) => {
    const reason = verdicts[i];
    if (reason) dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
    else admitted.push(event.row);
  });
  return { admitted, dropped };
}
