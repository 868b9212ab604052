import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Connections of the PostgreSQL pool (none on the embedded database). */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

/** The Prometheus metrics of one server: request counts and latency by route pattern, pool, caches, queues. */
export interface ServerMetrics {
  readonly registry: Registry;
  /** One finished request; `route` is the pattern that answered (`/api/films/detail/:id`), never the raw path. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** An anonymous API GET that the answer cache answered (hit) or passed to the app (miss). */
  answerCacheLookup(hit: boolean): void;
  /** Where pool figures come from (main.ts passes the PostgreSQL pool's). */
  watchPool(stats: () => PoolStats | undefined): void;
  /** Tracking events not stored, by why (server/modules/tracking/tracking-admission.ts: DropReason). */
  trackingDropped(reason: string, events: number): void;
  /** The log sink whose dropped lines are counted (main.ts passes the process's: ops/log-sink.ts). */
  watchLogSink(sink: { readonly dropped: number }): void;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The metrics of a running server (server/composition.ts builds them): a registry of its own, not the global one.
 * `queued` counts the items waiting in the process's in-memory queues.
 */
export function createServerMetrics(queued: () => number): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the response headers, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'answer_cache_lookups_total',
    help: 'Anonymous API GETs looked up in the answer cache, by result (hit, miss); ratio = hit / all',
    labelNames: ['result'],
    registers: [registry],
  });
  const trackingDropped = new Counter({
    name: 'tracking_events_dropped_total',
    help: 'Tracking pixel events not stored, by reason (invalid, no_consent, page_kind, future_time, address_limit, visitor_limit, page_time, backlog)',
    labelNames: ['reason'],
    registers: [registry],
  });
  let pool: () => PoolStats | undefined = () => undefined;
  let logSink: { readonly dropped: number } | undefined;
  // The sink counts by itself (it must not depend on the metrics); read at each scrape.
  new Counter({
    name: 'log_lines_dropped_total',
    help: 'Log lines dropped because stdout was not keeping up (the access log included)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(logSink?.dropped ?? 0);
    },
  });
  const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = pool();
        if (stats) this.set(pick(stats));
      },
    });
  poolGauge('db_pool_connections', 'Open connections of the PostgreSQL pool', (s) => s.total);
  poolGauge('db_pool_idle_connections', 'Idle connections of the PostgreSQL pool', (s) => s.idle);
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a connection', (s) => s.waiting);
  poolGauge('db_pool_max_connections', 'The pool size (DB_POOL_MAX)', (s) => s.max);
  new Gauge({
    name: 'tracking_queue_length',
    help: 'Events queued in memory, not yet written (tracking events and other batched writes)',
    registers: [registry],
    collect() {
      this.set(queued());
    },
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      // Junk methods would each add a label value; they are counted together.
      const m = KNOWN_METHODS.has(method) ? method : 'OTHER';
      requests.inc({ method: m, route, status: String(status) });
      duration.observe({ method: m, route }, seconds);
    },
    answerCacheLookup: (hit) => lookups.inc({ result: hit ? 'hit' : 'miss' }),
    trackingDropped: (reason, events) => trackingDropped.inc({ reason }, events),
    watchPool(stats) {
      pool = stats;
    },
    watchLogSink(sink) {
      logSink = sink;
    },
  };
}
