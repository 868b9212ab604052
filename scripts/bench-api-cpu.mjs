#!/usr/bin/env node
// `npm run bench:api-cpu`: what one request costs the server's CPU, call by call: film detail, search, hot comments
// and the tracking pixel of the real server, and a bare node:http server answering a fixed JSON body, in the same
// run. For each target: a warm-up, then autocannon for BENCH_SECONDS at BENCH_CONNECTIONS, reading the server
// process's utime + stime (/proc/<pid>/stat fields 14 and 15, every thread of it: PGlite, title-search workers)
// before and after; CPU ms per request = CPU time / requests answered. Unlike requests/s, that figure hardly moves
// with the machine's load (another process taking a core makes a request slower, not dearer), so it is the one to
// quote before/after on a shared machine. Medians of BENCH_RUNS rounds (targets interleaved); the load average is
// printed with the table.
// `--profile <target>` (film, search, comments, pixel): the server runs under `node --cpu-prof`, only that target
// is loaded, and the functions with the most self time are printed (the .cpuprofile stays in .tmp/cpu-profiles
// for Chrome DevTools).
// Env: BENCH_DATA_DIR (.tmp/bench-api, seeded on first start), BENCH_SECONDS (5), BENCH_CONNECTIONS (16),
// BENCH_RUNS (3), BENCH_WARMUP_SECONDS (2), BENCH_PORTS, DATABASE_URL (PostgreSQL instead of PGlite),
// ACCESS_LOG (passed to the server as is).
import { readdirSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cannon, expectOk, median, row, settle } from './lib/cannon.mjs';
import { firstFilmId, startBareServer, startTsServer } from './lib/server-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.tmp/bench-api';
const profileAt = process.argv.indexOf('--profile');
const PROFILE = profileAt > 0 ? process.argv[profileAt + 1] : undefined;
const PROFILE_DIR = resolve('.tmp/cpu-profiles');
const TICK_MS = 1000 / 100; // USER_HZ: 100 on Linux

const began = Date.now();
const step = (msg) => console.log(`[${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${msg}`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** CPU time (ms) the process `pid` has used so far, all of its threads. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * The functions with the most self time in a .cpuprofile, with their share of the samples, counting only samples
 * taken within `windows` ([from, to] in epoch ms; the profile's clock starts at `spawnedAt`, give or take Node's boot).
 */
function summarize(file, spawnedAt, windows, top = 30) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const counts = new Map();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const when = spawnedAt + at / 1000;
    if (windows.some(([from, to]) => when >= from && when <= to)) counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  let total = 0;
  for (const [id, n] of counts) {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\/(node_modules|server|contract|src)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + n);
    total += n;
  }
  const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, n]) => s + n, 0);
  console.log(`  ${total} samples, ${((idle / total) * 100).toFixed(1)}% idle; self time of the busy samples:`);
  for (const [key, n] of [...self]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`  ${((n / (total - idle)) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}

const bare = await startBareServer();
let app;
const serverOutput = join(tmpdir(), `bench-api-cpu-server-${process.pid}.log`);
try {
  step(`load average ${load()}; starting the server on ${process.env.DATABASE_URL ? 'DATABASE_URL' : `PGlite in ${DATA_DIR}`}`);
  if (PROFILE) {
    rmSync(PROFILE_DIR, { recursive: true, force: true });
    mkdirSync(PROFILE_DIR, { recursive: true });
  }
  const spawnedAt = Date.now();
  app = await startTsServer({
    env: { DATA_DIR, NODE_ENV: 'production' },
    nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : undefined,
    outputFile: serverOutput,
  });
  const pid = app.proc.child.pid;
  const filmId = await firstFilmId(app.url);
  const all = [
    ['bare', 'bare node:http (fixed JSON)', `${bare.url}/`, bare.pid],
    ['film', 'film detail', `${app.url}/api/films/detail/${filmId}`, pid],
    ['search', 'search', `${app.url}/api/films/search?keyword=lov&page=1`, pid],
    ['comments', 'hot comments', `${app.url}/api/films/more-hot-comments?page=1`, pid],
    ['pixel', '/_icon.png', `${app.url}/_icon.png?ev=pv&ul=localhost%2F&ht=localhost&p=home&uuid=3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f`, pid],
  ];
  const targets = PROFILE ? all.filter(([key]) => key === PROFILE) : all;
  if (targets.length === 0) throw new Error(`--profile ${PROFILE}: one of ${all.map(([k]) => k).join(', ')}`);
  for (const [, name, url] of targets) {
    await expectOk(name, url, 60_000).catch(
      async (e) => (
        console.log(`  ${name}: ${e.message} ${e.cause ?? ''}; once more`),
        await new Promise((r) => setTimeout(r, 2000)),
        expectOk(name, url, 60_000)
      ),
    );
    await cannon(url, { connections: Math.min(8, CONNECTIONS), seconds: WARMUP_SECONDS });
  }
  const samples = new Map(targets.map(([key]) => [key, { cpu: [], rps: [], p99: [] }]));
  const windows = [];
  step(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target, ${RUNS} runs (targets interleaved)`);
  for (let run = 1; run <= RUNS; run++) {
    for (const [key, name, url, target] of targets) {
      await settle(url);
      const before = cpuMs(target);
      const from = Date.now();
      const r = await cannon(url, { connections: CONNECTIONS, seconds: SECONDS });
      windows.push([from, Date.now()]);
      const cpu = (cpuMs(target) - before) / r.requests;
      const s = samples.get(key);
      s.cpu.push(cpu);
      s.rps.push(r.rps);
      s.p99.push(r.p99);
      step(
        `run ${run}/${RUNS} ${name}: ${cpu.toFixed(3)} ms CPU/request, ${Math.round(r.rps)} req/s, p99 ${r.p99} ms${r.bad ? `, ${r.bad} non-2xx/errors` : ''} (load ${load()})`,
      );
    }
  }
  console.log(`\nmedians of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each; load average ${load()}`);
  console.log(
    row('target', [
      ['CPU ms/req', 12],
      ['runs', 26],
      ['req/s', 9],
      ['p99 ms', 9],
    ]),
  );
  for (const [key, name] of targets) {
    const s = samples.get(key);
    console.log(
      row(name, [
        [median(s.cpu), 12, 3],
        [s.cpu.map((v) => v.toFixed(3)).join(' '), 26],
        [median(s.rps), 9],
        [median(s.p99), 9, 1],
      ]),
    );
  }
  await app.stop();
  app = undefined;
  if (PROFILE) {
    const file = readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile in ${PROFILE_DIR}`);
    console.log(`\nCPU profile of the server (${join(PROFILE_DIR, file)}), the samples taken under load:`);
    summarize(join(PROFILE_DIR, file), spawnedAt, windows);
  }
  rmSync(serverOutput, { force: true });
} catch (error) {
  console.error(`\nbench:api-cpu failed: ${error.message} (server output: ${serverOutput})`);
  process.exitCode = 1;
} finally {
  await app?.stop();
  await bare.stop();
}
