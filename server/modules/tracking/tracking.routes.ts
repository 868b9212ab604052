import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { clientAddressGroup } from '../../http/client-ip';
import type { DropReason } from './tracking-admission';
import { statisticsAllowed } from './tracking-consent';
import { feedEventFitsPage, isFutureTime, pageKindOf } from './tracking-event.checks';
import { isFeedEvent, TrackingQuery } from './tracking-event.schema';
import { TrackingQueue } from './tracking.queue';

/** A transparent 1x1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * GET /_icon.png: answers the pixel at once and queues the event. Events that are invalid, come without the
 * visitor's statistics consent, or cannot be real (a page kind that is not the page of the URL, a client time in the
 * future, a feed event from another page than its own) are dropped without a word to the sender, and counted in
 * /metrics; the queue drops those beyond the limits, page times longer than their visit, and feed events that are
 * replays, out of order or about no drama (tracking-admission.ts).
 */
export function trackingRoutes(ctx: ServerContext, queue?: TrackingQueue): Hono<AppEnv> {
  const dropped = (reason: DropReason, events = 1) => ctx.parts.metrics.trackingDropped(reason, events);
  queue ??= new TrackingQueue(ctx.db, ctx.logger, undefined, dropped);
  ctx.flushables.push(queue);
  const router = new Hono<AppEnv>();
  /** Queues the request's event; answers why it is not queued, if it is not. */
  const queueEvent = (c: Context<AppEnv>): DropReason | undefined => {
    const parsed = v.safeParse(TrackingQuery, c.req.query());
    if (!parsed.success) return 'invalid';
    const now = ctx.clock.now();
    if (!statisticsAllowed(c, now.getTime())) return 'no_consent';
    const q = parsed.output;
    const page = pageKindOf(q.ul, q.p);
    if (page === undefined) return 'page_kind';
    if (isFutureTime(q.ts, now.getTime())) return 'future_time';
    const feed = isFeedEvent(q.ev);
    if (feed && !feedEventFitsPage(q.ev as 'fi' | 'fw' | 'fe', page, q.ul, q.f!)) return 'feed_page';
    queue.push(
      {
        event: q.ev,
        url: q.ul,
        host: q.ht,
        page,
        clientTime: q.ts !== undefined ? new Date(q.ts) : null,
        referrer: q.rl,
        source: q.sr,
        userId: q.u ?? null,
        visitorId: q.uuid ?? null,
        seconds: q.ev === 'pt' ? (q.secs ?? null) : null,
        filmId: feed ? q.f! : null,
        receivedAt: now,
      },
      clientAddressGroup(c),
    );
    return undefined;
  };
  router.get('/_icon.png', (c) => {
    const reason = queueEvent(c);
    if (reason) dropped(reason);
    return c.body(PIXEL, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store, max-age=0', 'Content-Length': String(PIXEL.length) });
  });
  return router;
}
