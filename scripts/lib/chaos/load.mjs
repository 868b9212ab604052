// Soak, idle-socket flood and junk-query flood against a running server, with the server's memory and descriptors.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { cannon } from '../cannon.mjs';
import { fetchWithin } from '../server-process.mjs';

/** Resident memory of a process in MB (from /proc). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** Open file descriptors of a process (sockets included). */
export const openDescriptors = (pid) => readdirSync(`/proc/${pid}/fd`).length;

/** Samples RSS every second while `work` runs; answers the work's result with start/peak/end RSS. */
async function withRss(pid, work) {
  const start = rssMb(pid);
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
  try {
    const result = await work();
    const end = rssMb(pid);
    return { ...result, rss: { start, peak: Math.max(peak, end), end } };
  } finally {
    clearInterval(timer);
  }
}

/** Pages and API reads a visitor makes, from the sitemap and the catalog. */
export async function visitorPaths(url, filmIds) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).slice(0, 60);
  const api = filmIds
    .slice(0, 20)
    .flatMap((id) => [`/api/films/detail/${id}`, `/api/films/episodes?film_id=${id}`, `/api/films/comments?film_id=${id}&page=1`]);
  return [...pages, ...api, '/api/films/search?keyword=love&page=1', '/api/films/more-hot-comments?page=1'];
}

/** `connections` visitors for `seconds` over `paths` in turn: requests, errors (non-2xx, failures, timeouts), p99, RSS. */
export function soak(url, pid, { connections, seconds, paths }) {
  return withRss(pid, () => cannon(url, { connections, seconds, paths }));
}

// A child process holding sockets (a process may hold ~20,000 descriptors here, the server as many).
const OPENER = `
  const net = require('node:net');
  const [host, port, count] = process.argv.slice(1);
  let opened = 0, failed = 0, closed = 0, pending = 0, started = 0;
  const report = () => console.log(JSON.stringify({ opened, failed, closed, attempted: started }));
  const next = () => {
    while (pending < 400 && started < Number(count)) {
      started++; pending++;
      const s = net.connect(Number(port), host);
      let open = false;
      s.on('connect', () => { open = true; opened++; pending--; if (started === Number(count) && pending === 0) report(); next(); });
      s.on('error', () => { if (!open) { failed++; pending--; if (started === Number(count) && pending === 0) report(); next(); } });
      s.on('close', () => { if (open) closed++; });
      s.resume();
    }
  };
  next();
  process.stdin.on('data', () => report());
  process.stdin.on('end', () => process.exit(0));
`;

function opener(host, port, count) {
  const child = spawn(process.execPath, ['-e', OPENER, host, String(port), String(count)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  let waiting;
  lines.on('line', (line) => waiting?.(JSON.parse(line)));
  const nextReport = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      waiting = (r) => (clearTimeout(timer), resolve(r));
    });
  return {
    firstReport: nextReport(120_000),
    ask: () => (child.stdin.write('?\n'), nextReport(10_000)),
    end: () => new Promise((resolve) => (child.once('exit', resolve), child.stdin.end())),
  };
}

/**
 * Opens `count` silent sockets from two helper processes, then asks for the home page as a new visitor would.
 * Reports how many sockets the server still holds after `settleMs` (its headers timeout).
 */
export async function idleSockets(url, pid, { count, settleMs }) {
  const { hostname, port } = new URL(url);
  const openers = [opener(hostname, port, Math.ceil(count / 2)), opener(hostname, port, Math.floor(count / 2))];
  const first = await Promise.all(openers.map((o) => o.firstReport));
  const sum = (reports, key) => reports.reduce((n, r) => n + (r?.[key] ?? 0), 0);
  const descriptorsAtPeak = openDescriptors(pid);
  const started = performance.now();
  const res = await fetchWithin(`${url}/`, 10_000);
  const visitor = { status: res?.status ?? 'no answer in 10 s', ms: Math.round(performance.now() - started) };
  await res?.arrayBuffer();
  await new Promise((r) => setTimeout(r, settleMs));
  const later = await Promise.all(openers.map((o) => o.ask()));
  const afterSettle = { stillOpen: sum(later, 'opened') - sum(later, 'closed'), serverDescriptors: openDescriptors(pid) };
  await Promise.all(openers.map((o) => o.end()));
  return {
    opened: sum(first, 'opened'),
    refused: sum(first, 'failed'),
    closedBeforeVisitor: sum(first, 'closed'),
    descriptorsAtPeak,
    visitor,
    afterSettleMs: settleMs,
    afterSettle,
  };
}

/** `count` GETs of a film with made-up query parameters (each a new URL), 20 at a time; RSS at start, peak, and 10 s after the last. */
export async function junkQueries(url, pid, { count, filmId }) {
  return withRss(pid, async () => {
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < count) {
        const i = next++;
        const junk = `${Math.random().toString(36).slice(2)}${i}`;
        const res = await fetchWithin(`${url}/api/films/detail/${filmId}?utm_${junk}=${junk}&q${i}=${junk.repeat(8)}`, 10_000);
        if (!res?.ok) failed++;
        await res?.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    await new Promise((r) => setTimeout(r, 10_000));
    return { requests: count, failed };
  });
}
