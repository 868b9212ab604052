import type { Server } from 'node:http';
import type { Flushable, Logger } from '../infrastructure';
import type { ConnectionTracker } from './http-server';

/** What a drain needs: the server to stop, the queues to write, and the resources to let go of last. */
export interface DrainSteps {
  readonly server: Server;
  readonly connections: ConnectionTracker;
  readonly flushables: readonly Flushable[];
  readonly closeDatabase: () => Promise<void>;
  readonly logger: Logger;
  /** In-flight requests get this long to finish; then their connections are cut. */
  readonly timeoutMs: number;
}

/**
 * Stops accepting connections, lets the requests in flight finish (closing each kept-alive connection as soon as it
 * is idle), then writes the queued work and closes the database. Queues are flushed after the last request, so an
 * event a request queued while draining is written too.
 */
export async function drain(steps: DrainSteps): Promise<void> {
  const { server, connections, logger } = steps;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), 25);
  const cutOff = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), steps.timeoutMs).unref());
  server.closeIdleConnections();
  if ((await Promise.race([closed, cutOff])) === 'timeout') {
    logger.warn('requests still running at the shutdown timeout; closing their connections', { inFlight: connections.inFlight, open: connections.open });
    server.closeAllConnections();
  }
  clearInterval(sweep);
  for (const queue of steps.flushables) await queue.flush().catch((e) => logger.error('flush failed', { error: String(e) }));
  await steps.closeDatabase();
}
