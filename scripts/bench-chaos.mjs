#!/usr/bin/env node
// `npm run bench:chaos`: what the server does under faults, as figures (never a pass/fail test). Loopback only,
// bounded in time, and every process it starts is stopped at the end, on Ctrl-C or on an error.
//
// 1. SIGTERM to `npm start`, then kill -9 to the server, under write load: acknowledged writes lost per kind.
// 2. PostgreSQL (a throwaway cluster, when its binaries are installed) stopped, then frozen: answers and times,
//    and the time until the server serves again without a restart.
// 3. A soak at 50 connections: requests, errors, p99, server RSS start/peak/end.
// 4. 20,000 silent sockets: does a new visitor still get a page, and are they closed after the headers timeout?
// 5. 20,000 GETs with junk query parameters: server RSS growth.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from './lib/chaos/postgres.mjs';
import { probe, recovery } from './lib/chaos/database-faults.mjs';
import { openDatabase } from './lib/chaos/database.mjs';
import { idleSockets, junkQueries, soak, visitorPaths } from './lib/chaos/load.mjs';
import { signUp } from './lib/chaos/member.mjs';
import { lostWrites, writeUntilSignalled } from './lib/chaos/writes.mjs';
import { fetchWithin, freePort, spawnNode, spawnTs, startTsServer, stopGroup } from './lib/server-process.mjs';

const env = process.env;
const num = (name, fallback) => (env[name] === undefined ? fallback : Number(env[name]));
const settings = {
  dataDir: env.BENCH_CHAOS_DATA_DIR ?? '.tmp/bench-chaos',
  writeSeconds: num('BENCH_CHAOS_WRITE_SECONDS', 10),
  soakSeconds: num('BENCH_CHAOS_SOAK_SECONDS', 180),
  soakConnections: num('BENCH_CHAOS_SOAK_CONNECTIONS', 50),
  idleSockets: num('BENCH_CHAOS_IDLE_SOCKETS', 20_000),
  junkRequests: num('BENCH_CHAOS_JUNK_REQUESTS', 20_000),
  faultWaitMs: num('BENCH_CHAOS_FAULT_WAIT_SECONDS', 20) * 1000,
  headersTimeoutMs: num('HTTP_HEADERS_TIMEOUT_MS', 10_000),
  only: env.BENCH_CHAOS_ONLY ? new Set(env.BENCH_CHAOS_ONLY.split(',')) : undefined,
  maxMinutes: num('BENCH_CHAOS_MAX_MINUTES', 30),
};
const runs = (phase) => !settings.only || settings.only.has(phase);
const runId = Date.now().toString(36);
// One table per phase, printed at the end in Markdown (the README keeps them).
const tables = {
  signals: { header: ['signal', 'kind', 'acknowledged', 'lost', 'server gone after'], rows: [] },
  postgres: { header: ['PostgreSQL', 'call', 'answer', 'time to answer', 'serves again after PostgreSQL is back'], rows: [] },
  load: { header: ['load', 'result', 'figure', 'afterwards'], rows: [] },
};
const row = (table, ...cells) => tables[table].rows.push(`| ${cells.join(' | ')} |`);
const log = (line) => console.log(`[chaos] ${line}`);
const baseEnv = { DATABASE_URL: '', SMTP_URL: '', DEV_OUTBOX: 'on', HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' };
// The writers and sign-ups stand for many visitors behind one proxy: the server trusts loopback as its proxy and each
// request names a visitor of the benchmarking range (198.18.0.0/15), so the per-address limits (kept in the database
// across restarts, and tested in the server suite) do not cut the write load short. Only a header: no traffic leaves.
const loopbackFetch = globalThis.fetch;
const visitor = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
globalThis.fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  // The dev outbox answers only this machine's own requests, never one a proxy says it passed on.
  const outbox = String(input instanceof Request ? input.url : input).includes('/dev/outbox');
  if (!headers.has('x-forwarded-for') && !outbox) headers.set('x-forwarded-for', visitor());
  return loopbackFetch(input, { ...init, headers });
};

// The whole bench is bounded: past the limit every process is stopped (the exit hook of server-process.mjs).
setTimeout(() => {
  console.error(`[chaos] still running after ${settings.maxMinutes} min: stopping everything`);
  process.exit(2);
}, settings.maxMinutes * 60_000).unref();

/**
 * `npm start` as the operator runs it (npm's own CLI when the bench runs under npm, else the script npm execs),
 * without the build step, on the bench's data directory. `serverPid` is the server's process, from its lock file.
 */
async function startNpmStart() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const argv = env.npm_execpath ? [env.npm_execpath, 'start', '--silent'] : ['scripts/start.mjs'];
  const proc = spawnNode(argv, {
    env: { ...baseEnv, DATA_DIR: settings.dataDir, PORT: String(port), SKIP_BUILD: '1', NODE_ENV: 'production' },
    label: 'npm start',
    quiet: () => true,
  });
  for (const started = Date.now(); Date.now() - started < 20 * 60_000;) {
    if (proc.child.exitCode !== null) throw new Error(`npm start exited with ${proc.child.exitCode}`);
    if ((await fetchWithin(`${url}/api/config`, 2_000))?.ok) {
      const serverPid = JSON.parse(readFileSync(join(settings.dataDir, 'shortdrama-server.lock'), 'utf8')).pid;
      return { url, proc, serverPid };
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('npm start did not answer within 20 min');
}

/** Resolves once a process is gone (polled every 20 ms). */
async function gone(pid) {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function filmIdsOf(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const ids = [...sitemap.matchAll(/\/short-play\/episodes\/[^/]+\/(\d+)\.html/g)].map((m) => Number(m[1]));
  return [...new Set(ids)].slice(0, 40);
}

/** SIGTERM goes to the `npm start` process, as an operator or a supervisor sends it; kill -9 to the server itself. */
async function signalPhase(signal) {
  const { url, proc, serverPid } = await startNpmStart();
  const target = signal === 'SIGTERM' ? proc.child.pid : serverPid;
  const label = signal === 'SIGTERM' ? `SIGTERM to npm start (${env.npm_execpath ? 'npm' : 'node scripts/start.mjs'})` : 'kill -9 to the server';
  log(`${label} after ${settings.writeSeconds} s of writes`);
  const email = `chaos-${runId}-${signal.toLowerCase()}@example.com`;
  const token = await signUp(url, email);
  const filmIds = await filmIdsOf(url);
  const { state, stopMs, stopped } = await writeUntilSignalled({
    url,
    token,
    filmIds,
    runId: `${runId}-${signal}`,
    seconds: settings.writeSeconds,
    signal,
    pid: target,
    exited: gone(serverPid),
  });
  await stopGroup(proc, 1_000);
  const db = await openDatabase({ dataDir: settings.dataDir });
  const lost = await lostWrites(db, state, email).finally(() => db.close());
  const stop = stopped ? `${Math.round(stopMs)} ms` : '**still serving after 30 s**';
  for (const kind of ['comments', 'ratings', 'tracking']) row('signals', label, kind, lost[kind].acknowledged, `**${lost[kind].lost}**`, stop);
}

async function databasePhase() {
  const cluster = await startCluster();
  if (!cluster) {
    log('PostgreSQL stop/freeze: skipped, no PostgreSQL binaries (apt-get install postgresql)');
    return;
  }
  process.on('exit', () => cluster.destroy());
  let server;
  try {
    log('PostgreSQL: preparing a small catalog on a throwaway cluster');
    const prepare = spawnTs('scripts/lib/chaos/prepare-database.ts', [], { env: { DATABASE_URL: cluster.url }, label: 'prepare' });
    if ((await prepare.exited).code !== 0) throw new Error('preparing the PostgreSQL database failed');
    server = await startTsServer({ env: { ...baseEnv, DATABASE_URL: cluster.url, NODE_ENV: 'production' }, label: 'server', quiet: () => true });
    const token = await signUp(server.url, `chaos-${runId}-pg@example.com`);
    const [filmId] = await filmIdsOf(server.url);
    for (const [fault, apply, undo] of [
      ['stopped', () => cluster.stop(), () => cluster.start()],
      ['frozen (SIGSTOP)', () => cluster.freeze(), () => cluster.thaw()],
    ]) {
      log(`PostgreSQL ${fault}`);
      await apply();
      const answers = await probe(server.url, token, filmId, settings.faultWaitMs);
      await undo();
      const back = await recovery(server.url, token, 60_000);
      const serverPid = server.proc.child.exitCode === null ? 'same process' : 'server exited';
      for (const a of answers) row('postgres', fault, a.call, a.answer, `${a.ms} ms`, back === undefined ? '**not within 60 s**' : `${back} ms (${serverPid})`);
    }
  } finally {
    await server?.stop();
    cluster.destroy();
  }
}

async function loadPhases() {
  const { url, proc, serverPid: pid } = await startNpmStart();
  try {
    const filmIds = await filmIdsOf(url);
    if (runs('soak')) {
      log(`soak: ${settings.soakConnections} connections for ${settings.soakSeconds} s`);
      const r = await soak(url, pid, { connections: settings.soakConnections, seconds: settings.soakSeconds, paths: await visitorPaths(url, filmIds) });
      row(
        'load',
        `soak, ${settings.soakConnections} connections, ${settings.soakSeconds} s`,
        `${r.requests} requests, **${r.bad} errors** (${r.non2xx} non-2xx, ${r.timeouts} timeouts over 10 s, ${r.errors - r.timeouts} failed)`,
        `p99 ${r.p99} ms`,
        `RSS start / peak / end ${r.rss.start} / ${r.rss.peak} / ${r.rss.end} MB`,
      );
    }
    if (runs('sockets')) {
      log(`${settings.idleSockets} silent sockets`);
      const r = await idleSockets(url, pid, { count: settings.idleSockets, settleMs: settings.headersTimeoutMs + 3_000 });
      row(
        'load',
        `${settings.idleSockets} silent sockets`,
        `${r.opened} opened (${r.refused} refused), ${r.closedBeforeVisitor} closed by the server at once; server held ${r.descriptorsAtPeak} descriptors`,
        `new visitor: **${r.visitor.status}** in ${r.visitor.ms} ms`,
        `${Math.round(r.afterSettleMs / 1000)} s later: ${r.afterSettle.stillOpen} still open, server ${r.afterSettle.serverDescriptors} descriptors`,
      );
    }
    if (runs('junk')) {
      log(`${settings.junkRequests} junk-query GETs`);
      const r = await junkQueries(url, pid, { count: settings.junkRequests, filmId: filmIds[0] });
      row(
        'load',
        `${settings.junkRequests} junk-query GETs`,
        `${r.failed} failed`,
        `RSS ${r.rss.start} -> peak ${r.rss.peak} MB`,
        `10 s after: **${r.rss.end} MB** (${r.rss.end >= r.rss.start ? '+' : ''}${r.rss.end - r.rss.start})`,
      );
    }
  } finally {
    await stopGroup(proc);
  }
}

mkdirSync('.tmp', { recursive: true });
if (!existsSync(settings.dataDir)) log(`first run: ${settings.dataDir} gets the demo catalog (a minute or more)`);
try {
  if (runs('signals')) {
    await signalPhase('SIGTERM');
    await signalPhase('SIGKILL');
  }
  if (runs('postgres')) await databasePhase();
  if (runs('soak') || runs('sockets') || runs('junk')) await loadPhases();
} catch (error) {
  console.error(`[chaos] failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
for (const { header, rows } of Object.values(tables)) {
  if (rows.length === 0) continue;
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n${rows.join('\n')}`);
}
process.exit(process.exitCode ?? 0);
