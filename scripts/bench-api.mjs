#!/usr/bin/env node
// `npm run bench:api`: autocannon against film detail, search, hot comments, the server-rendered home and film
// pages and the tracking pixel of the real server, next to a bare node:http server answering a fixed JSON body, in
// the same run on the same machine; the pages also next to a bare node:http server answering the same page bytes
// (fetched from the real server once: lib/page-baseline.mjs), so that their second ratio is the server's own cost
// rather than the body's. Prints requests/s, p50/p99 latency and the ratios for each (medians of BENCH_RUNS runs),
// then search p50/p95/p99 on a catalog of 100,000 dramas (see lib/large-search.bench.mjs).
// Env: BENCH_DATA_DIR (default .tmp/bench-api, seeded on first start), BENCH_SECONDS (5), BENCH_CONNECTIONS (64),
// BENCH_RUNS (3), BENCH_WARMUP_SECONDS (2), BENCH_PORTS (<first>-<last>: the only ports its servers may listen on;
// default any free port), DATABASE_URL (a PostgreSQL server instead of the embedded database),
// BENCH_LARGE_DATA_DIR, BENCH_LARGE_FILMS, BENCH_LARGE_RUNS (3), BENCH_SKIP_LARGE=1, BENCH_ONLY_LARGE=1 (only the
// 100,000-drama phase), BENCH_SKIP_PROCESSES=1 / BENCH_ONLY_PROCESSES=1 (the PostgreSQL phases of
// lib/postgres-scale.bench.mjs: 1, 2 and 4 processes behind the cluster proxy, and 100,000 dramas on PostgreSQL).
import { cannon, expectOk, median, row, settle } from './lib/cannon.mjs';
import { firstFilmId, startBareServer, startTsServer } from './lib/server-process.mjs';
import { benchLargeSearch } from './lib/large-search.bench.mjs';
import { benchPostgresScale } from './lib/postgres-scale.bench.mjs';
import { writePageBaselines } from './lib/page-baseline.mjs';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.tmp/bench-api';
const began = Date.now();
const step = (msg) => console.log(`[${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

/** What a browser sends: the page targets ask for a compressed answer as every browser does. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The targets of one server, bare first; each is checked, warmed up for a bounded time, then run RUNS times.
 * A target is [name, url, request headers?, name of its same-bytes baseline?].
 */
async function benchTargets(targets) {
  for (const [name, url, headers = {}] of targets) {
    const ms = await expectOk(name, url, 60_000, headers);
    await cannon(url, { connections: Math.min(8, CONNECTIONS), seconds: WARMUP_SECONDS, headers });
    step(`warm-up ${name}: first answer ${ms} ms, then ${WARMUP_SECONDS} s at ${Math.min(8, CONNECTIONS)} connections`);
  }
  const samples = new Map(targets.map(([name]) => [name, { rps: [], p50: [], p99: [], bad: 0 }]));
  step(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target, ${RUNS} runs (targets interleaved)`);
  for (let run = 1; run <= RUNS; run++) {
    for (const [name, url, headers = {}] of targets) {
      await settle(url);
      const r = await cannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
      const s = samples.get(name);
      s.rps.push(r.rps);
      s.p50.push(r.p50);
      s.p99.push(r.p99);
      s.bad += r.bad;
      step(`run ${run}/${RUNS} ${name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.bad ? `, ${r.bad} non-2xx/errors` : ''}`);
    }
  }
  return samples;
}

function printTable(targets, samples) {
  const rpsOf = (name) => median(samples.get(name).rps);
  const bareRps = rpsOf(targets[0][0]);
  console.log(`\nmedians of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log("ratio: to the bare server answering a fixed 100-byte JSON; same bytes: to a bare server answering that page's own bytes");
  console.log(
    row('target', [
      ['req/s', 9],
      ['p50 ms', 9],
      ['p99 ms', 9],
      ['ratio', 8],
      ['same bytes', 12],
      ['non-2xx/err', 13],
    ]),
  );
  for (const [name, , , baseline] of targets) {
    const s = samples.get(name);
    const rps = median(s.rps);
    const sameBytes = baseline ? (rps / rpsOf(baseline)).toFixed(2) : '';
    console.log(
      row(name, [
        [rps, 9],
        [median(s.p50), 9, 1],
        [median(s.p99), 9, 1],
        [rps / bareRps, 8, 2],
        [sameBytes, 12],
        [s.bad, 13],
      ]),
    );
  }
  const filmPage = targets.find(([name]) => name.startsWith('film page'));
  const homePage = targets.find(([name]) => name.startsWith('home page (gzip'));
  console.log('targets: film detail ratio >= 0.50 and p99 < 25 ms; a cached anonymous page (home, film; gzip) ratio >= 0.50 (issue 14)');
  for (const [name, , , baseline] of [homePage, filmPage].filter(Boolean)) {
    const rps = rpsOf(name);
    console.log(
      `  ${name}: ${(rps / bareRps).toFixed(2)} of the fixed-JSON bare server (${rps / bareRps >= 0.5 ? 'met' : 'not met'}), ${(rps / rpsOf(baseline)).toFixed(2)} of a bare server sending the same bytes`,
    );
  }
}

if (process.env.BENCH_ONLY_PROCESSES === '1') {
  step('only the PostgreSQL phases (BENCH_ONLY_PROCESSES=1)');
  try {
    await benchPostgresScale({ step, seconds: SECONDS, connections: CONNECTIONS, runs: RUNS });
    step('done');
  } catch (error) {
    console.error(`\nbench:api failed: ${error.message}`);
    process.exitCode = 1;
  }
  process.exit();
}

const bare = await startBareServer();
if (process.env.BENCH_ONLY_LARGE === '1') {
  step('only the search on a 100,000-drama catalog (BENCH_ONLY_LARGE=1)');
  try {
    await benchLargeSearch({ step, seconds: SECONDS, bareUrl: `${bare.url}/` });
    step('done');
  } catch (error) {
    console.error(`\nbench:api failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await bare.stop();
  }
  process.exit();
}

// Without a build the server renders pages without the SPA and never caches them: the page rows would measure
// something no visitor gets. Refuse, saying how to build, rather than print such figures.
if (!existsSync('dist/index.html') || !existsSync('dist/server')) {
  console.error(
    '\nbench:api: no build in dist/ (dist/index.html and dist/server): run `npx vite build` first, so that pages are rendered with the app and cached as in production',
  );
  await bare.stop();
  process.exit(1);
}

let app;
let pageBare;
const serverOutput = join(tmpdir(), `bench-api-server-${process.pid}.log`);
try {
  step(`starting the server on ${process.env.DATABASE_URL ? 'DATABASE_URL' : `PGlite in ${DATA_DIR}`} (a fresh directory is migrated and seeded first)`);
  // The server's stdout (its access log: a line per request) goes to a file. Relayed, each line was read, parsed and
  // printed by this process, which runs autocannon too: a cost the bare servers' rows never had.
  app = await startTsServer({
    env: { DATA_DIR: DATA_DIR, NODE_ENV: 'production' },
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
    outputFile: serverOutput,
  });
  step(`server up at ${app.url} (its output: ${serverOutput})`);
  const filmId = await firstFilmId(app.url);
  // Pages rendered by the server (the SPA's tree, issue 14), as an anonymous visitor gets them: gzip as browsers
  // ask, and the home page once more without Accept-Encoding (the identity bytes).
  const pages = [
    ['home.gz', `${app.url}/`, BROWSER],
    ['home', `${app.url}/`, {}],
    ['film.gz', `${app.url}/short-play/episodes/drama/${filmId}.html`, BROWSER],
  ];
  const baselines = await writePageBaselines(pages.map(([name, url, headers]) => [name, url, { 'accept-language': 'en', ...headers }]));
  pageBare = await startBareServer(['--pages', baselines.dir]);
  for (const [name, { bytes, headerBytes }] of Object.entries(baselines.sizes))
    step(`page baseline ${name}: ${bytes} bytes of body, ~${headerBytes} of headers`);
  const targets = [
    ['bare node:http (fixed JSON)', `${bare.url}/`],
    ['bare: home bytes, gzip', `${pageBare.url}/home.gz`],
    ['bare: home bytes, identity', `${pageBare.url}/home`],
    ['bare: film page bytes, gzip', `${pageBare.url}/film.gz`],
    ['film detail', `${app.url}/api/films/detail/${filmId}`],
    ['search', `${app.url}/api/films/search?keyword=lov&page=1`],
    ['hot comments', `${app.url}/api/films/more-hot-comments?page=1`],
    ['home page (gzip)', pages[0][1], BROWSER, 'bare: home bytes, gzip'],
    ['home page (identity)', pages[1][1], {}, 'bare: home bytes, identity'],
    ['film page (gzip)', pages[2][1], BROWSER, 'bare: film page bytes, gzip'],
    ['/_icon.png', `${app.url}/_icon.png?ev=pv&ul=localhost%2F&ht=localhost&p=home&uuid=3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f`],
  ];
  printTable(targets, await benchTargets(targets));
  await pageBare.stop();
  pageBare = undefined;
  rmSync(baselines.dir, { recursive: true, force: true });
  step('stopping the server');
  await app.stop();
  app = undefined;
  rmSync(serverOutput, { force: true });
  if (process.env.BENCH_SKIP_LARGE === '1') step('search on a 100,000-drama catalog: skipped (BENCH_SKIP_LARGE=1)');
  else await benchLargeSearch({ step, seconds: SECONDS, bareUrl: `${bare.url}/` });
  if (process.env.BENCH_SKIP_PROCESSES === '1') step('PostgreSQL phases: skipped (BENCH_SKIP_PROCESSES=1)');
  else await benchPostgresScale({ step, seconds: SECONDS, connections: CONNECTIONS, runs: RUNS });
  step('done');
} catch (error) {
  console.error(`\nbench:api failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await app?.stop();
  await pageBare?.stop();
  await bare.stop();
}
