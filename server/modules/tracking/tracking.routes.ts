import { Hono } from 'hono';
import * as v from 'valibot';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { statisticsAllowed } from './tracking-consent';
import { TrackingQuery } from './tracking-event.schema';
import { TrackingQueue } from './tracking.queue';

/** A transparent 1x1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * GET /_icon.png: answers the pixel at once and queues the event; invalid events, and events without the visitor's
 * statistics consent, are dropped without a word.
 */
export function trackingRoutes(ctx: ServerContext, queue = new TrackingQueue(ctx.db, ctx.logger)): Hono<AppEnv> {
  ctx.flushables.push(queue);
  const router = new Hono<AppEnv>();
  router.get('/_icon.png', (c) => {
    const parsed = v.safeParse(TrackingQuery, c.req.query());
    if (parsed.success && statisticsAllowed(c, ctx.clock.now().getTime())) {
      const q = parsed.output;
      queue.push({
        event: q.ev,
        url: q.ul,
        host: q.ht,
        page: q.p,
        clientTime: q.ts !== undefined ? new Date(q.ts) : null,
        referrer: q.rl,
        source: q.sr,
        userId: q.u ?? null,
        visitorId: q.uuid ?? null,
        seconds: q.secs ?? null,
        receivedAt: ctx.clock.now(),
      });
    }
    return c.body(PIXEL, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store, max-age=0', 'Content-Length': String(PIXEL.length) });
  });
  return router;
}
