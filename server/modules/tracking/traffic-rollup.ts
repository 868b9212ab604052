import { sql, type SQL } from 'drizzle-orm';
import { TRAFFIC_SOURCES } from '../../../src/domain/traffic/traffic-source';
import { ROUTE_NAMES } from '../../../src/domain/routing/route-table';
import { LANGUAGES } from '../../../contract/common.schemas';
import type { Database } from '../../db/database';

/*
 * The traffic dashboard's rollups (schema admin.ts: traffic_daily, traffic_film_daily). Feed events (fi, fw, fe) are
 * counted in traffic_daily as dimension `feed`, value the event, in `views`; they are no page views of any other
 * dimension. Each batch of events adds
 * to them in the statement that stores it, so they are exact and never lag; rebuildTrafficRollups() recomputes
 * them from the stored events once (events stored before the rollups existed). Values the pixel sends are free
 * text, so they are folded into known classes first: an unknown source or page kind counts as `other`, and
 * nobody can grow the rollups with made-up values.
 */

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const prefixed = LANGUAGES.filter((l) => l !== 'en').join('|');
const PAGE_KINDS = [...ROUTE_NAMES, 'notFound'];

/** The event rows of `source` (a relation with event, url, page, source, seconds, received_at) in the rollups' terms. */
function normalised(source: SQL): SQL {
  return sql`select (received_at at time zone 'UTC')::date as day, event, coalesce(seconds, 0) as seconds,
      case when source = any(${textArray(TRAFFIC_SOURCES)}) then source else 'other' end as source,
      coalesce(substring(url from ${`^[^/]*/(${prefixed})(?:[/?#]|$)`}), 'en') as lang,
      case when page = any(${textArray(PAGE_KINDS)}) then page else 'other' end as page,
      substring(url from '/(?:short-play/episodes/[^/?#]+|playlet)/([1-9][0-9]{0,8})(?:[/.?#]|$)')::int as film_id
    from ${source}`;
}

/**
 * Statement tail that adds the rows of CTE `norm` to both rollups. Rows are upserted in key order, so two
 * processes writing batches at once wait for each other instead of deadlocking.
 */
const ADD_NORMALISED = sql`, visits as (select * from norm where event in ('pv', 'pt')), dims as (
    select day, 'source' as dimension, source as value, event, seconds from visits
    union all select day, 'lang', lang, event, seconds from visits
    union all select day, 'page', page, event, seconds from visits
    union all select day, 'feed', event, 'pv', 0 from norm where event in ('fi', 'fw', 'fe')
  ), daily as (
    insert into traffic_daily (day, dimension, value, views, timed_views, seconds)
    select day, dimension, value, count(*) filter (where event = 'pv'), count(*) filter (where event = 'pt'),
      coalesce(sum(seconds) filter (where event = 'pt'), 0)
    from dims group by day, dimension, value order by day, dimension, value
    on conflict (day, dimension, value) do update set views = traffic_daily.views + excluded.views,
      timed_views = traffic_daily.timed_views + excluded.timed_views, seconds = traffic_daily.seconds + excluded.seconds
  )
  insert into traffic_film_daily (day, film_id, views)
  select day, film_id, count(*) from norm where event = 'pv' and film_id is not null
  group by day, film_id order by day, film_id
  on conflict (day, film_id) do update set views = traffic_film_daily.views + excluded.views`;

/** Stores a batch of events (JSON rows for json_populate_recordset) and adds them to the rollups, in one statement. */
export function insertEventsWithRollup(db: Database, rowsJson: string) {
  return db.execute(sql`with inserted as (
      insert into tracking_events (event, url, host, page, client_time, referrer, source, user_id, visitor_id, seconds, film_id, received_at)
      select event, url, host, page, client_time, referrer, source, user_id, visitor_id, seconds, film_id, received_at
      from json_populate_recordset(null::tracking_events, ${rowsJson}::json)
      returning event, url, page, source, seconds, received_at
    ), norm as (${normalised(sql`inserted`)})${ADD_NORMALISED}`);
}

/**
 * Recomputes the rollups from every stored event, while batches wait (SHARE lock: no insert runs meanwhile, so
 * nothing is counted twice or missed). Runs once (traffic_rollup_state), by whichever process asks first.
 */
export async function ensureTrafficRollups(db: Database, now: Date, options: { force?: boolean } = {}): Promise<void> {
  const done = await db.execute(sql`select 1 from traffic_rollup_state where name = 'traffic'`);
  if (!options.force && (done as unknown as { rows: unknown[] }).rows.length > 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('traffic-rollup-rebuild'))`);
    const again = await tx.execute(sql`select 1 from traffic_rollup_state where name = 'traffic'`);
    if (!options.force && (again as unknown as { rows: unknown[] }).rows.length > 0) return;
    await tx.execute(sql`lock table tracking_events in share mode`);
    await tx.execute(sql`delete from traffic_daily`);
    await tx.execute(sql`delete from traffic_film_daily`);
    await tx.execute(sql`with norm as (${normalised(sql`tracking_events`)})${ADD_NORMALISED}`);
    await tx.execute(sql`insert into traffic_rollup_state (name, rebuilt_at, events_seen)
      values ('traffic', ${now}, (select count(*) from tracking_events))
      on conflict (name) do update set rebuilt_at = excluded.rebuilt_at, events_seen = excluded.events_seen`);
  });
}
