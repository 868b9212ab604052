#!/usr/bin/env node
// `npm run bench:api`: autocannon against film detail, search, hot comments and the tracking pixel of the real
// server, next to a bare node:http server answering a fixed JSON body, in the same run on the same machine.
// Prints requests/s, p99 latency and the ratio to the bare server for each: medians of 3 runs.
// Env: BENCH_DATA_DIR (default ./data, seeded on first start), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (64),
// DATABASE_URL (bench against a PostgreSQL server instead of the embedded database).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const RUNS = 3;

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startBare() {
  const body = JSON.stringify({ code: 0, msg: 'ok', data: { id: 1, title: 'A fixed body', episodes: 60 } });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}

async function startApp() {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.BENCH_DATA_DIR ?? 'data', NODE_ENV: 'production' },
  });
  const url = `http://127.0.0.1:${port}`;
  // The first start on a fresh data directory seeds the catalog, which takes a while.
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) return { url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start within 15 minutes');
}

async function firstFilmId(url) {
  const res = await fetch(`${url}/api/films/hot?page=1&page_size=1`);
  const body = await res.json();
  return body?.data?.items?.[0]?.id ?? body?.data?.[0]?.id ?? 1;
}

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-language': 'en' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One request answered: the target is warm and any backlog of the previous target has drained. */
async function settle(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* busy */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bare = await startBare();
const app = await startApp();
try {
  const filmId = await firstFilmId(app.url);
  const targets = [
    ['bare node:http (fixed JSON)', `${bare.url}/`],
    ['film detail', `${app.url}/api/films/detail/${filmId}`],
    ['search', `${app.url}/api/films/search?keyword=lov&page=1`],
    ['hot comments', `${app.url}/api/films/more-hot-comments?page=1`],
    ['/_icon.png', `${app.url}/_icon.png?ev=pv&ul=localhost%2F&ht=localhost&p=home&uuid=3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f`],
  ];
  const samples = new Map(targets.map(([name]) => [name, { rps: [], p99: [], bad: 0 }]));
  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target, ${RUNS} runs (targets interleaved)`);
  for (let run = 1; run <= RUNS; run++) {
    for (const [name, url] of targets) {
      await settle(url);
      const result = await cannon(url);
      const s = samples.get(name);
      s.rps.push(result.requests.average);
      s.p99.push(result.latency.p99);
      s.bad += result.non2xx + result.errors + result.timeouts;
      console.log(`  run ${run} ${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
  }
  const bareRps = median(samples.get(targets[0][0]).rps);
  console.log('\nmedians of 3 runs');
  console.log(['target'.padEnd(30), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'non-2xx/errors'.padStart(16)].join(''));
  for (const [name] of targets) {
    const s = samples.get(name);
    const rps = median(s.rps);
    console.log([name.padEnd(30), String(Math.round(rps)).padStart(9), String(median(s.p99)).padStart(8), (rps / bareRps).toFixed(2).padStart(7), String(s.bad).padStart(16)].join(''));
  }
} finally {
  await app.stop();
  await bare.stop();
}
