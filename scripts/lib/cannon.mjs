// autocannon runs for the API bench: one bounded run that also keeps every response time, so that any percentile
// (p50/p95/p99) can be read, and a check that a target answers correctly before it is loaded.
import autocannon from 'autocannon';
import { fetchWithin } from './server-process.mjs';

/** The value at percentile `p` (0–100) of an ascending list; 0 for an empty list. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round1 = (ms) => Math.round(ms * 10) / 10;

/** The median of a list of numbers. */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Loads `url` (or each of `paths` in turn) for `seconds` with `connections`; resolves to requests/s, latency percentiles (ms) and the count of
 * non-2xx answers, errors and timeouts. autocannon's own stop bounds the run, so it always ends.
 */
export function cannon(url, { connections, seconds, headers = {}, paths }) {
  return new Promise((resolve, reject) => {
    const times = [];
    // `paths`: request these in turn instead of `url`'s path, so that no answer cache can serve a repeat.
    let next = 0;
    const rotate = paths?.length ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] } : {};
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 10, headers: { 'accept-language': 'en', ...headers }, ...rotate },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: round1(percentile(times, 50)),
          p95: round1(percentile(times, 95)),
          p99: round1(percentile(times, 99)),
          // autocannon counts a timeout among the errors too.
          bad: result.non2xx + result.errors,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          requests: times.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Throws a clear error unless `url` answers 2xx (and, for JSON, envelope code 0) within `ms`. */
export async function expectOk(name, url, ms, headers = {}) {
  const started = Date.now();
  const res = await (async () => {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(ms), headers: { 'accept-language': 'en', ...headers } });
    } catch (error) {
      throw new Error(`${name}: no answer within ${Math.round(ms / 1000)} s from ${url} (${error.message})`);
    }
  })();
  const body = await res.text();
  if (!res.ok) throw new Error(`${name}: ${url} answered ${res.status}: ${body.slice(0, 300)}`);
  if ((res.headers.get('content-type') ?? '').includes('json') && JSON.parse(body).code !== 0) {
    throw new Error(`${name}: ${url} answered envelope ${body.slice(0, 300)}`);
  }
  return Date.now() - started;
}

/** Waits (at most `ms`) until one request to `url` answers, so the backlog of the previous target has drained. */
export async function settle(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await fetchWithin(url, 5_000))?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(ms / 1000)} s after the previous run`);
}

const fmt = (n, width, digits = 0) => (typeof n === 'number' ? n.toFixed(digits) : n).padStart(width);

/** A fixed-width table row: a name column then right-aligned numbers. */
export function row(name, cells) {
  return name.padEnd(30) + cells.map(([value, width, digits]) => fmt(value, width, digits)).join('');
}
