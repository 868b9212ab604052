// The bench:api phases on PostgreSQL (issue 16): film detail and search through `npm run cluster`'s proxy with 1, 2
// and 4 server processes on one database, and a 100,000-drama catalog on PostgreSQL (seed time, start-up time, RSS
// once the title index is built, a title edit reaching search, and an estimate for 1,000,000 dramas).
// Env: BENCH_PROCESSES (1,2,4), BENCH_PG_LARGE_FILMS (100000; 0 skips that phase), DATABASE_URL (a PostgreSQL server
// on which the phase may create databases; default a throwaway one).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startCluster } from '../cluster.mjs';
import { startThrowawayPostgres } from '../pg-throwaway.mjs';
import { cannon, expectOk, median, row, settle } from './cannon.mjs';
import { spawnTs, startTsServer } from './server-process.mjs';

const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);
const LARGE_FILMS = Number(process.env.BENCH_PG_LARGE_FILMS ?? 100_000);

/** Resident memory of process `pid` in MB, from /proc (Linux); undefined elsewhere. */
function rssMb(pid) {
  try {
    const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
    return kb / 1024;
  } catch {
    return undefined;
  }
}

/** Distinct search paths (the answer memory cannot serve a repeat): prefixes and pairs of common title words. */
function searchPaths() {
  const words = [
    'love',
    'revenge',
    'ceo',
    'bride',
    'secret',
    'heir',
    'moon',
    'wolf',
    'billionaire',
    'contract',
    'queen',
    'doctor',
    'dragon',
    'daughter',
    'return',
    'hidden',
  ];
  const queries = new Set();
  for (const a of words) {
    for (const b of words) if (a !== b) queries.add(`${a} ${b}`);
    for (let n = 3; n < a.length; n++) queries.add(a.slice(0, n));
  }
  return [...queries].map((q) => `/api/films/search?keyword=${encodeURIComponent(q)}&page=1`);
}

async function processesPhase({ step, seconds, connections, runs, databaseUrl }) {
  const rows = [];
  const paths = searchPaths();
  for (const size of PROCESS_COUNTS) {
    step(`PostgreSQL, ${size} process(es): starting the cluster (the first start seeds the demo catalog)`);
    const cluster = await startCluster({ size, databaseUrl, env: { NODE_ENV: 'production' }, quiet: () => true });
    try {
      const hot = await (await fetch(`${cluster.url}/api/films/hot?page=1&page_size=1`)).json();
      const filmId = hot?.data?.items?.[0]?.id ?? 1;
      const targets = [
        ['film detail', `${cluster.url}/api/films/detail/${filmId}`, undefined],
        ['search (distinct queries)', `${cluster.url}/api/films/search?keyword=love&page=1`, paths],
      ];
      for (const [name, url, list] of targets) {
        await expectOk(name, url, 60_000);
        await cannon(url, { connections: Math.min(8, connections), seconds: 2, paths: list });
      }
      const samples = targets.map(() => ({ rps: [], p99: [], bad: 0 }));
      for (let run = 1; run <= runs; run++) {
        for (const [i, [name, url, list]] of targets.entries()) {
          await settle(url);
          const r = await cannon(url, { connections, seconds, paths: list });
          samples[i].rps.push(r.rps);
          samples[i].p99.push(r.p99);
          samples[i].bad += r.bad;
          step(`run ${run}/${runs} ${size} proc. ${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms${r.bad ? `, ${r.bad} non-2xx/errors` : ''}`);
        }
      }
      rows.push([size, samples.map((s) => ({ rps: median(s.rps), p99: median(s.p99), bad: s.bad }))]);
    } finally {
      await cluster.stop();
    }
  }
  const one = rows.find(([size]) => size === 1)?.[1];
  console.log(`\nPostgreSQL, N server processes behind the cluster proxy: medians of ${runs} runs, ${connections} connections, ${seconds} s each`);
  console.log(
    row('processes', [
      ['detail req/s', 14],
      ['p99 ms', 9],
      ['ratio', 7],
      ['search req/s', 14],
      ['p99 ms', 9],
      ['ratio', 7],
      ['non-2xx', 9],
    ]),
  );
  for (const [size, [detail, search]] of rows) {
    const ratio = (r, i) => (one ? r.rps / one[i].rps : '-');
    console.log(
      row(String(size), [
        [detail.rps, 14],
        [detail.p99, 9, 1],
        [ratio(detail, 0), 7, 2],
        [search.rps, 14],
        [search.p99, 9, 1],
        [ratio(search, 1), 7, 2],
        [detail.bad + search.bad, 9],
      ]),
    );
  }
}

/** Starts one server on `databaseUrl`: seconds until it listens and until its first search (the index built), and its RSS then. */
async function measureStart(databaseUrl, label) {
  const started = Date.now();
  const app = await startTsServer({ env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production' }, label, quiet: () => true });
  const listening = (Date.now() - started) / 1000;
  // The first search waits for the index: its answer marks the process ready.
  await expectOk('first search', `${app.url}/api/films/search?keyword=love&page=1`, 15 * 60_000);
  const ready = (Date.now() - started) / 1000;
  return { app, listening, ready, rss: rssMb(app.proc.child.pid) };
}

async function largePhase({ step, databaseUrl, smallUrl }) {
  // The same start on the 200-drama demo catalog: the growth between both gives the estimate for 1,000,000.
  const small = await measureStart(smallUrl, 'server-demo');
  await small.app.stop();
  const smallRss = small.rss;
  step(`demo catalog: listening after ${small.listening.toFixed(1)} s, index built after ${small.ready.toFixed(1)} s, RSS ${smallRss?.toFixed(0)} MB`);
  step(`PostgreSQL, large catalog: seeding ${LARGE_FILMS} dramas (server/seed/cli.ts --large, no media)`);
  const seedStarted = Date.now();
  const seed = spawnTs('server/seed/cli.ts', ['--large', String(LARGE_FILMS), '--no-media'], { env: { DATABASE_URL: databaseUrl }, label: 'seed' });
  const { code } = await seed.exited;
  if (code !== 0) throw new Error(`the large seed failed (exit ${code})`);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  step(`large catalog seeded in ${seedSeconds.toFixed(1)} s; starting one server on it`);
  const { app, listening, ready, rss } = await measureStart(databaseUrl, 'server-large');
  try {
    step(`large catalog: listening after ${listening.toFixed(1)} s, title index built after ${ready.toFixed(1)} s, RSS ${rss?.toFixed(0)} MB`);
    // A title edit by another writer, until this process finds it (the overlay instead of a whole rebuild).
    const db = new pg.Client(databaseUrl);
    await db.connect();
    let editMs;
    try {
      const edited = Date.now();
      await db.query(`update film_translations set title = 'The Zebrafinch Covenant' where film_id = 1 and lang = 'en'`);
      for (;;) {
        const body = await (await fetch(`${app.url}/api/films/search?keyword=zebrafinch&page=1`)).json();
        if (body.data?.items?.some((f) => f.id === 1)) break;
        if (Date.now() - edited > 60_000) throw new Error('the edited title was not found within 60 s');
        await new Promise((r) => setTimeout(r, 10));
      }
      editMs = Date.now() - edited;
    } finally {
      await db.end();
    }
    const films = (await (await fetch(`${app.url}/api/config`)).json()).data.total_dramas;
    const perFilm = smallRss !== undefined && rss !== undefined ? (rss - smallRss) / (films - 200) : undefined;
    const million = perFilm === undefined ? undefined : rss + perFilm * (1_000_000 - films);
    console.log(`\nPostgreSQL, ${films} dramas (seeded with server/seed/cli.ts --large ${LARGE_FILMS})`);
    console.log(row('seed', [[`${seedSeconds.toFixed(1)} s`, 12]]));
    console.log(row('start: listening', [[`${listening.toFixed(1)} s`, 12]]));
    console.log(row('start: title index built', [[`${ready.toFixed(1)} s`, 12]]));
    console.log(row('RSS, index built', [[`${rss?.toFixed(0)} MB`, 12]]));
    console.log(
      row('RSS, 200-drama demo', [[`${smallRss?.toFixed(0) ?? '-'} MB`, 12]]) +
        `  (same start: listening ${small.listening.toFixed(1)} s, index ${small.ready.toFixed(1)} s)`,
    );
    console.log(row('title edit -> searchable', [[`${editMs} ms`, 12]]));
    if (million !== undefined)
      console.log(row('RSS estimate, 1,000,000', [[`${million.toFixed(0)} MB`, 12]]) + `  (${(perFilm * 1024).toFixed(1)} KB per drama, linear)`);
  } finally {
    await app.stop();
  }
}

/** Runs both phases on DATABASE_URL's server or a throwaway one, each in a database of its own. */
export async function benchPostgresScale({ step, seconds, connections, runs }) {
  const throwaway = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  const serverUrl = process.env.DATABASE_URL || throwaway?.url;
  if (!serverUrl) {
    step('PostgreSQL phases: skipped (no DATABASE_URL and no PostgreSQL binaries for a throwaway cluster)');
    return;
  }
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  const suffix = Date.now().toString(36);
  const database = async (name) => {
    await admin.query(`create database ${name}_${suffix}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}_${suffix}`;
    return url.toString();
  };
  try {
    const smallUrl = await database('bench_processes');
    await processesPhase({ step, seconds, connections, runs, databaseUrl: smallUrl });
    if (LARGE_FILMS > 0) await largePhase({ step, databaseUrl: await database('bench_large'), smallUrl });
  } finally {
    await admin.end();
    throwaway?.stop();
  }
}
