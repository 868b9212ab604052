import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RouteHistogram, type HistogramSeries } from './route-histogram';

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

/** The requests answered under one method and route pattern: the duration histogram's series, and the counts by status. */
interface RouteCounts {
  readonly duration: HistogramSeries;
  readonly byStatus: Map<number, { labels: { method: string; route: string; status: string }; n: number }>;
}

/** The buckets of http_request_duration_seconds (seconds). */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The metrics of a running server (server/composition.ts builds them): a registry of its own, not the global one.
 * `queued` counts the items waiting in the process's in-memory queues.
 */
export function createServerMetrics(queued: () => number): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Requests are counted here, by method and route and then status, and handed to prom-client when it is scraped:
  // its own inc() checks and hashes the label object on every request. One lookup per request (method, then route:
  // no key string made per request) finds both the counts and the duration histogram's series (made once per
  // method and route; RouteHistogram scrapes as prom-client's Histogram would).
  const answered = new Map<string, Map<string, RouteCounts>>();
  /** The same, in the order first answered (the order of the scraped series). */
  const answeredInOrder: RouteCounts[] = [];
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { byStatus } of answeredInOrder) for (const { labels, n } of byStatus.values()) this.inc(labels, n);
    },
  });
  const duration = new RouteHistogram('http_request_duration_seconds', 'Time to the response headers, by method and route pattern', DURATION_BUCKETS, registry);
  const lookupCounts = { hit: 0, miss: 0 };
  new Counter({
    name: 'answer_cache_lookups_total',
    help: 'Anonymous API GETs looked up in the answer cache, by result (hit, miss); ratio = hit / all',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      // A result not seen yet is not listed, as with inc().
      if (lookupCounts.hit) this.inc({ result: 'hit' }, lookupCounts.hit);
      if (lookupCounts.miss) this.inc({ result: 'miss' }, lookupCounts.miss);
    },
  });
  // Counted here and handed over at a scrape, as the requests: most pixel requests of a visitor who declined
  // statistics end up here, and inc() would hash its label object each time. A reason not seen yet is not listed.
  const droppedCounts = new Map<string, number>();
  new Counter({
    name: 'tracking_events_dropped_total',
    help: 'Tracking pixel events not stored, by reason (invalid, no_consent, page_kind, future_time, address_limit, visitor_limit, page_time, backlog)',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, n] of droppedCounts) this.inc({ reason }, n);
    },
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
      let routes = answered.get(m);
      if (!routes) answered.set(m, (routes = new Map()));
      let counts = routes.get(route);
      if (!counts) {
        routes.set(route, (counts = { duration: duration.series({ method: m, route }), byStatus: new Map() }));
        answeredInOrder.push(counts);
      }
      const count = counts.byStatus.get(status);
      if (count) count.n++;
      else counts.byStatus.set(status, { labels: { method: m, route, status: String(status) }, n: 1 });
      duration.observe(counts.duration, seconds);
    },
    answerCacheLookup: (hit) => void (hit ? lookupCounts.hit++ : lookupCounts.miss++),
    trackingDropped: (reason, events) => void droppedCounts.set(reason, (droppedCounts.get(reason) ?? 0) + events),
    watchPool(stats) {
      pool = stats;
    },
    watchLogSink(sink) {
      logSink = sink;
    },
  };
}
