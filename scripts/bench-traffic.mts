// npm run bench:traffic: loads BENCH_TRAFFIC_EVENTS (10 million) tracking events over 90 days into a throwaway
// PostgreSQL, rebuilds the dashboard's rollups from them once, then times the dashboard call (30 and 90 days) and
// a live batch of 200 events that adds itself to the rollups. Prints the figures the README quotes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { composeServer } from '../server/composition';
import { consoleLogger } from '../server/infrastructure';
import { connectDatabase } from '../server/db/connect';
import { migrateDatabase } from '../server/db/migrate';
import { LocalMediaStore } from '../server/media-store/local.media-store';
import { trafficReport } from '../server/modules/admin/traffic.service';
import { ensureTrafficRollups, insertEventsWithRollup } from '../server/modules/tracking/traffic-rollup';
import { TRAFFIC_SOURCES } from '../src/domain/traffic/traffic-source';
import { startThrowawayPostgres } from './pg-throwaway.mjs';

const EVENTS = Number(process.env.BENCH_TRAFFIC_EVENTS ?? 10_000_000);
const CHUNK = 1_000_000;
const DAYS = 90;
const LAST_DAY = '2026-11-24';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const pg = await startThrowawayPostgres();
if (!pg) throw new Error('bench:traffic needs PostgreSQL (initdb under /usr/lib/postgresql)');
try {
  const timeouts = { connectMs: 10_000, statementMs: 3_600_000, idleInTransactionMs: 3_600_000 };
  const connection = await connectDatabase({ databaseUrl: pg.url, dataDir: 'unused', timeouts });
  await migrateDatabase(connection);
  const db = connection.db;
  const ctx = composeServer({
    db,
    config: loadConfig({ NODE_ENV: 'production', DATABASE_URL: pg.url }),
    mailer: { send: async () => {} },
    clock: { now: () => new Date(`${LAST_DAY}T23:00:00Z`) },
    logger: consoleLogger({ silent: true }),
    flushables: [],
    media: new LocalMediaStore(mkdtempSync(join(tmpdir(), 'bench-traffic-media-'))),
  });
  const sources = `array[${TRAFFIC_SOURCES.map((s) => `'${s}'`).join(',')}]`;
  const langs = `array['','/pt','/es','/de','/fr','/it','/nl','/ru','/sw','/hi']`;
  let started = performance.now();
  for (let loaded = 0; loaded < EVENTS; loaded += CHUNK) {
    const n = Math.min(CHUNK, EVENTS - loaded);
    await db.execute(
      sql.raw(`insert into tracking_events (event, url, host, page, source, visitor_id, seconds, received_at)
      select case when i % 5 = 0 then 'pt' else 'pv' end,
        'drama.example' || (${langs})[1 + i % 10] || case when i % 3 = 0 then '/short-play/episodes/romance/' || (1 + i % 200) || '.html' else '/ranking-page.html' end,
        'drama.example', case when i % 3 = 0 then 'film' else 'ranking' end,
        (${sources})[1 + (i * 7) % 22], md5(i::text), case when i % 5 = 0 then 5 + i % 300 end,
        timestamptz '${LAST_DAY}T00:00:00Z' - make_interval(days => (i % ${DAYS})) + make_interval(secs => i % 86400)
      from generate_series(${loaded + 1}, ${loaded + n}) as i`),
    );
    process.stdout.write(`\rloaded ${(loaded + n).toLocaleString('en')} events`);
  }
  console.log(` in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze tracking_events`);

  started = performance.now();
  await ensureTrafficRollups(db, ctx.clock.now(), { force: true });
  const rebuildS = (performance.now() - started) / 1000;
  const rollupRows = (await db.execute(
    sql`select (select count(*) from traffic_daily) as daily, (select count(*) from traffic_film_daily) as films`,
  )) as unknown as { rows: { daily: string; films: string }[] };
  console.log(
    `rollups rebuilt from ${EVENTS.toLocaleString('en')} events in ${rebuildS.toFixed(1)} s (${rollupRows.rows[0]!.daily} daily rows, ${rollupRows.rows[0]!.films} drama-day rows)`,
  );

  for (const days of [30, 90]) {
    const from = new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const times: number[] = [];
    let views = 0;
    for (let run = 0; run < 7; run++) {
      const t0 = performance.now();
      const report = await trafficReport(ctx, from, LAST_DAY);
      times.push(performance.now() - t0);
      views = report.by_source.reduce((sum, s) => sum + s.total_views, 0);
    }
    console.log(`dashboard ${days} days (${views.toLocaleString('en')} page views): median ${median(times).toFixed(1)} ms, first ${times[0]!.toFixed(1)} ms`);
  }

  const batchTimes: number[] = [];
  for (let run = 0; run < 20; run++) {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      event: i % 5 === 0 ? 'pt' : 'pv',
      url: `drama.example/fr/short-play/episodes/romance/${1 + (i % 200)}.html`,
      host: 'drama.example',
      page: 'film',
      client_time: null,
      referrer: '',
      source: TRAFFIC_SOURCES[i % 22],
      user_id: null,
      visitor_id: null,
      seconds: i % 5 === 0 ? 30 : null,
      received_at: new Date(),
    }));
    const t0 = performance.now();
    await insertEventsWithRollup(db, JSON.stringify(rows));
    batchTimes.push(performance.now() - t0);
  }
  console.log(`live batch of 200 events with its rollup: median ${median(batchTimes).toFixed(1)} ms`);
  await connection.close();
} finally {
  pg.stop();
}
