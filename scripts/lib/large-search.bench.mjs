// The bench:api phase "search on a 100,000-drama catalog": seeds a database once with the seed CLI
// (`server/seed/cli.ts --large N`), reuses it afterwards, starts the server on it and prints search p50/p95/p99 for
// a few keywords: English, several words, a typo, and non-English ones (asked in the visitor's language), then
// for 764 distinct queries at 1 and BENCH_SEARCH_CONNECTIONS connections (medians of BENCH_LARGE_RUNS runs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cannon, expectOk, median, row } from './cannon.mjs';
import { spawnTs, startTsServer } from './server-process.mjs';

const FILMS = Number(process.env.BENCH_LARGE_FILMS ?? 100_000);
const DATA_DIR = process.env.BENCH_LARGE_DATA_DIR ?? `.tmp/bench-large-${FILMS}`;
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 8);
// Distinct-query runs per connection count (medians are printed): one run follows the machine's other load.
const RUNS = Number(process.env.BENCH_LARGE_RUNS ?? 3);
const KEYWORDS = [
  ['billionaire', 'en', 'English word'],
  ['secret bride', 'en', 'two words'],
  ['billionare', 'en', 'typo'],
  ['невеста', 'ru', 'Russian'],
  ['दुल्हन', 'hi', 'Hindi'],
];

/**
 * Distinct search paths: pairs of common title words, prefixes as typed, and typos. The server remembers recent
 * answers, so repeating one keyword measures that memory; these measure search itself.
 */
function distinctSearchPaths() {
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
    'marriage',
    'queen',
    'doctor',
    'dragon',
    'emperor',
    'daughter',
    'return',
    'hidden',
    'lost',
    'fallen',
    'alpha',
    'divorce',
    'princess',
    'mafia',
    'twins',
  ];
  const queries = new Set();
  for (const a of words) {
    for (const b of words) if (a !== b) queries.add(`${a} ${b}`);
    for (let n = 3; n < a.length; n++) queries.add(a.slice(0, n));
    for (let i = 1; i < a.length - 1; i++) queries.add(a.slice(0, i) + a.slice(i + 1));
  }
  return [...queries].map((q, i) => `/api/films/search?keyword=${encodeURIComponent(q)}&page=${1 + (i % 2)}`);
}

/**
 * CPU time (ms, user + system) process `pid` has used so far, from /proc (Linux, 100 ticks/s); undefined elsewhere.
 * Unlike latency it hardly moves with the machine's other load, so it compares code across runs.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Seeds DATA_DIR with the CLI unless a marker says a previous run already did it. */
async function ensureSeeded(step) {
  const marker = join(DATA_DIR, 'bench-large.json');
  if (!process.env.DATABASE_URL && existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).films >= FILMS) {
    step(`large catalog: reusing ${DATA_DIR}`);
    return;
  }
  step(
    `large catalog: seeding ${FILMS} dramas into ${process.env.DATABASE_URL ? 'DATABASE_URL' : DATA_DIR} with server/seed/cli.ts --large ${FILMS} (once; reused by later runs)`,
  );
  mkdirSync(DATA_DIR, { recursive: true });
  const seed = spawnTs('server/seed/cli.ts', ['--large', String(FILMS), '--no-media'], { env: { DATA_DIR }, label: 'seed' });
  const { code, signal } = await seed.exited;
  if (code !== 0) throw new Error(`the large seed failed (exit ${code ?? signal}); see its output above`);
  if (!process.env.DATABASE_URL) writeFileSync(marker, JSON.stringify({ films: FILMS, seededAt: new Date().toISOString() }));
}

/** Runs the phase; `step` prints a progress line; `bareUrl` (the bare server) is loaded next to each distinct run. */
export async function benchLargeSearch({ step, seconds, bareUrl }) {
  await ensureSeeded(step);
  step(`large catalog: starting the server on ${DATA_DIR}`);
  const app = await startTsServer({ env: { DATA_DIR, NODE_ENV: 'production' }, label: 'server-large' });
  try {
    const config = await (await fetch(`${app.url}/api/config`)).json();
    if (config.data.total_dramas < FILMS)
      throw new Error(`the large catalog holds ${config.data.total_dramas} dramas, expected ${FILMS}: delete ${DATA_DIR} and run again`);
    step(`large catalog: ${config.data.total_dramas} dramas; first search (may build the search index)`);
    const url = (keyword) => `${app.url}/api/films/search?keyword=${encodeURIComponent(keyword)}&page=1`;
    const first = await expectOk('first search', url('love'), 15 * 60_000);
    step(`large catalog: first search answered in ${first} ms`);
    const results = [];
    for (const [keyword, lang, what] of KEYWORDS) {
      const headers = { 'accept-language': lang };
      await expectOk(`search "${keyword}"`, url(keyword), 60_000, headers);
      const body = await (await fetch(url(keyword), { headers })).json();
      await cannon(url(keyword), { connections: CONNECTIONS, seconds: 1, headers });
      const r = await cannon(url(keyword), { connections: CONNECTIONS, seconds, headers });
      results.push([`${keyword} (${what})`, r, body.data.total]);
      step(`search "${keyword}" [${lang}]: ${body.data.total} results, ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`);
    }
    const paths = distinctSearchPaths();
    await cannon(url('love'), { connections: CONNECTIONS, seconds: 1, paths: paths.slice(-50) });
    // One visitor at a time (latency of a search itself) and CONNECTIONS at once (queueing included), interleaved.
    // The bare server at CONNECTIONS in each run shows how busy the machine was meanwhile.
    const targets = [...new Set([1, CONNECTIONS])].map((n) => [`${paths.length} distinct, ${n} conn.`, n, url('love'), paths]);
    if (bareUrl) targets.push([`bare node:http, ${CONNECTIONS} conn.`, CONNECTIONS, bareUrl, undefined]);
    const runs = new Map(targets.map(([name]) => [name, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const [name, connections, target, list] of targets) {
        const cpuBefore = list ? cpuMs(app.proc.child.pid) : undefined;
        const r = await cannon(target, { connections, seconds, paths: list });
        const cpuAfter = cpuBefore === undefined ? undefined : cpuMs(app.proc.child.pid);
        r.cpu = cpuAfter === undefined ? '-' : (cpuAfter - cpuBefore) / r.requests;
        runs.get(name).push(r);
        const cpu = r.cpu === '-' ? '' : `, server CPU ${r.cpu.toFixed(2)} ms/request`;
        step(`run ${run}/${RUNS} ${name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms${cpu}`);
      }
    }
    for (const [name, list] of runs) {
      const med = (key) => median(list.map((r) => r[key]));
      const cpu = list[0].cpu === '-' ? '-' : med('cpu');
      results.push([name, { rps: med('rps'), p50: med('p50'), p95: med('p95'), p99: med('p99'), bad: list.reduce((sum, r) => sum + r.bad, 0), cpu }, '-']);
    }
    console.log(
      `\nsearch on ${config.data.total_dramas} dramas, ${seconds} s per run, ${CONNECTIONS} connections unless said; distinct and bare rows: medians of ${RUNS} interleaved runs`,
    );
    console.log(
      row('keyword', [
        ['results', 9],
        ['req/s', 8],
        ['p50 ms', 8],
        ['p95 ms', 8],
        ['p99 ms', 8],
        ['non-2xx/err', 13],
        ['srv CPU ms/req', 16],
      ]),
    );
    for (const [name, r, total] of results) {
      console.log(
        row(name, [
          [total, 9],
          [r.rps, 8],
          [r.p50, 8, 1],
          [r.p95, 8, 1],
          [r.p99, 8, 1],
          [r.bad, 13],
          [r.cpu ?? '-', 16, 2],
        ]),
      );
    }
    console.log('srv CPU: the server process only (with DATABASE_URL the database works in its own processes)');
    console.log('target: search p95 < 30 ms');
  } finally {
    step('large catalog: stopping the server');
    await app.stop();
  }
}
