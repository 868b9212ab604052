import type { Flushable, Logger } from '../../infrastructure';
import type { Database } from '../../db/database';
import { purgeExpired } from '../../http/rate-limiter';
import { admitEvents, batchTime, type DropReason, type QueuedEvent, type TrackingRow } from './tracking-admission';
import { insertEventsWithRollup } from './traffic-rollup';

export type { TrackingRow } from './tracking-admission';

/**
 * One multi-row insert as a single JSON parameter: a third of the cost of a VALUES list with eleven parameters per
 * row (on PGlite the pixel's writes were most of its cost). Absent texts and times get the columns' defaults. The
 * same statement adds the batch to the traffic dashboard's rollups (traffic-rollup.ts).
 */
function insertBatch(db: Database, batch: readonly TrackingRow[]) {
  const rows = batch.map((r) => ({
    event: r.event,
    url: r.url,
    host: r.host,
    page: r.page,
    client_time: r.clientTime ?? null,
    referrer: r.referrer ?? '',
    source: r.source ?? '',
    user_id: r.userId ?? null,
    visitor_id: r.visitorId ?? null,
    seconds: r.seconds ?? null,
    film_id: r.filmId ?? null,
    received_at: r.receivedAt ?? new Date(),
  }));
  return insertEventsWithRollup(db, JSON.stringify(rows));
}

/** Options of the queue: write when this many events wait, or this often. */
export interface TrackingQueueOptions {
  readonly batchSize: number;
  readonly intervalMs: number;
  /** Events kept while the database is down; older ones are dropped beyond this. */
  readonly maxBacklog: number;
}

/**
 * Collects tracking events in memory and writes them in multi-row inserts (every second, or at 200 events),
 * so the pixel answers without waiting for the database. flush() writes what is left, e.g. on shutdown. Each batch
 * first passes the checks that need the shared store (tracking-admission.ts: limits, page time), in the
 * transaction that stores it; `onDropped` hears of every event not stored.
 */
export class TrackingQueue implements Flushable {
  private pending: QueuedEvent[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly options: TrackingQueueOptions = { batchSize: 200, intervalMs: 1000, maxBacklog: 20_000 },
    private readonly onDropped: (reason: DropReason, events: number) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.flush(), options.intervalMs);
    this.timer.unref();
  }

  /** Events waiting to be written. */
  get size(): number {
    return this.pending.length;
  }

  /** Queues one event received from `address` (its address group, server/http/client-ip.ts); a full batch is written at once. */
  push(row: TrackingRow, address: string): void {
    this.pending.push({ row, address });
    if (this.pending.length >= this.options.batchSize) void this.flush();
  }

  /** Writes every waiting event; batches run one after another so rows keep their order. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeAll());
    return this.writing;
  }

  /** Stops the timer (the caller flushes first). */
  stop(): void {
    clearInterval(this.timer);
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      try {
        // On the batch's own clock, as its admission: a window that clock still counts (a feed event's claim, a
        // limit) is never purged in between, which let a replay through when the two clocks differed (a test's).
        await purgeExpired(this.db, batchTime(batch));
        const dropped = await this.db.transaction(async (tx) => {
          const { admitted, dropped } = await admitEvents(tx, batch);
          if (admitted.length > 0) await insertBatch(tx, admitted);
          return dropped;
        });
        for (const [reason, events] of dropped) this.onDropped(reason, events);
      } catch (error) {
        // Keep the events for the next tick while the database is away, within the backlog limit.
        const kept = [...batch, ...this.pending];
        this.pending = kept.slice(0, this.options.maxBacklog);
        if (kept.length > this.pending.length) this.onDropped('backlog', kept.length - this.pending.length);
        this.logger.warn('tracking batch not written; will retry', { events: batch.length, error: String(error) });
        return;
      }
    }
  }
}
