import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { addressGroup, clientIp } from '../../http/client-ip';
import { headersAfterPair } from '../../http/node-outgoing';
import { apiHeaders } from '../../http/security-headers';
import type { DropReason } from './tracking-admission';
import { statisticsAllowed } from './tracking-consent';
import { feedEventFitsPage, isFutureTime, pageKindOf } from './tracking-event.checks';
import { isFeedEvent, parseTrackingQuery, trackingQueryOf } from './tracking-event.schema';
import { TrackingQueue } from './tracking.queue';

/** The pixel's path. */
export const PIXEL_PATH = '/_icon.png';
/** A transparent 1x1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The pixel's answer headers besides the security headers (the same from the app and from the front door). */
const PIXEL_HEADERS = { 'Content-Type': 'image/png', 'Cache-Control': 'no-store, max-age=0', 'Content-Length': String(PIXEL.length) };

/** What decides an event's fate besides its query: the visitor's privacy choice and address group. */
interface PixelRequest {
  readonly query: Record<string, string>;
  readonly cookie: string | undefined;
  readonly gpc: string | undefined;
  /**
   * The client's address (client-ip.ts: clientIp); its address group, which per-address limits count, is worked out
   * only when the event is queued. A string rather than a function making the group: a closure made per request
   * costs the front door an allocation, and under tsx (npm start) a defineProperty for its name as well.
   */
  readonly clientIp: string;
}

/**
 * Answers a pixel request (isPixelRequest) on Node before the app (server/ops/observed-answer-cache.ts), with
 * `extraHeaders` (a flat name, value list: the request id) and the client's address as clientAddress() finds it.
 */
export type PixelFrontDoor = (req: IncomingMessage, res: ServerResponse, extraHeaders: readonly string[], clientIp: string) => void;

/** Whether the front door answers `req`: a GET of the pixel's path, with or without a query. */
export function isPixelRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  return req.method === 'GET' && url.startsWith(PIXEL_PATH) && (url.length === PIXEL_PATH.length || url[PIXEL_PATH.length] === '?');
}

const frontDoors = new WeakMap<ServerContext, PixelFrontDoor>();

/**
 * The front door of the pixel made by trackingRoutes(ctx) for the same context (undefined before, or without it):
 * the Node listener answers GET /_icon.png with it, with the same queue, checks, headers and metrics as the route.
 */
export function pixelFrontDoor(ctx: ServerContext): PixelFrontDoor | undefined {
  return frontDoors.get(ctx);
}

/**
 * GET /_icon.png: answers the pixel at once and queues the event. Events that are invalid, come without the
 * visitor's statistics consent, or cannot be real (a page kind that is not the page of the URL, a client time in the
 * future, a feed event from another page than its own) are dropped without a word to the sender, and counted in
 * /metrics; the queue drops those beyond the limits, page times longer than their visit, and feed events that are
 * replays, out of order or about no drama (tracking-admission.ts).
 * On Node, a GET is answered in front of the app (pixelFrontDoor): the pixel is the busiest call and needs none of
 * the app's middleware but what the front door does itself (request id, security headers, client address, metrics,
 * access log); HEAD and anything in-process still come here.
 */
export function trackingRoutes(ctx: ServerContext, queue?: TrackingQueue): Hono<AppEnv> {
  const dropped = (reason: DropReason, events = 1) => ctx.parts.metrics.trackingDropped(reason, events);
  const events = (queue ??= new TrackingQueue(ctx.db, ctx.logger, undefined, dropped));
  ctx.flushables.push(queue);
  const router = new Hono<AppEnv>();
  /** Queues the request's event; answers why it is not queued, if it is not. */
  const queueEvent = (request: PixelRequest): DropReason | undefined => {
    // TrackingQuery's parse written out (parseTrackingQuery, tested against the schema): the same events and reasons.
    const q = parseTrackingQuery(request.query);
    if (q === undefined) return 'invalid';
    const now = ctx.clock.now();
    if (!statisticsAllowed(request.cookie, request.gpc, now.getTime())) return 'no_consent';
    const page = pageKindOf(q.ul, q.p);
    if (page === undefined) return 'page_kind';
    if (isFutureTime(q.ts, now.getTime())) return 'future_time';
    const feed = isFeedEvent(q.ev);
    if (feed && !feedEventFitsPage(q.ev as 'fi' | 'fw' | 'fe', page, q.ul, q.f!)) return 'feed_page';
    events.push(
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
      addressGroup(request.clientIp),
    );
    return undefined;
  };
  const record = (request: PixelRequest) => {
    const reason = queueEvent(request);
    if (reason) dropped(reason);
  };
  router.get(PIXEL_PATH, (c) => {
    record({ query: c.req.query(), cookie: c.req.header('cookie'), gpc: c.req.header('sec-gpc'), clientIp: clientIp(c) });
    return c.body(PIXEL, 200, PIXEL_HEADERS);
  });

  // The same on Node, before the app. The security headers are the API's (security-headers.ts answers the pixel so).
  const withPair = headersAfterPair([...Object.entries(apiHeaders(ctx.config)), ...Object.entries(PIXEL_HEADERS)].flat());
  frontDoors.set(ctx, (req, res, extraHeaders, ip) => {
    record({
      // What c.req.query() (hono's getQueryParam) reads of the names the event has (first value of a repeated
      // name, same decoding), from the path as it is: getQueryParam looks for '?' and '#' from the 9th character
      // on, past a scheme, and the URL starts with PIXEL_PATH, ten characters without either.
      query: trackingQueryOf(req.url!),
      cookie: req.headers.cookie,
      gpc: req.headers['sec-gpc'] as string | undefined,
      clientIp: ip,
    });
    // The header list is made once (headersAfterPair): no copy of it on the busiest answer.
    res.writeHead(200, withPair(extraHeaders) as string[]);
    res.end(PIXEL);
  });
  return router;
}
