import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse, type RequestListener } from 'node:http';
import type { ServerContext } from '../context';
import type { AnswerCache } from '../http/answer-cache';
import { resolveClientAddress, trustPolicy } from '../http/client-ip';
import { cachedPageFrontDoor, PAGE_ROUTE } from '../web/page-front-door';
import { clientAddressOfSocket } from './socket-address';
import { logAccess } from './request-observer';
import { requestIdOf } from './request-id';
import { isPixelRequest, PIXEL_PATH, pixelFrontDoor, type PixelFrontDoor } from '../modules/tracking/tracking.routes';
import { isShortLinkRequest, shortLinkRewriter } from '../modules/sharing/short-link-in-place';

/**
 * The answer cache's front door (server/http/answer-cache.ts), the one main.ts and the tests serve through, with the
 * observation the app gives its own answers: a cache hit
 * never reaches Hono, so its request id, metrics (route `answer-cache`) and access log line are made here. A miss
 * carries its id on to the app in X-Request-Id, so the request keeps one id. Cached pages are answered here too
 * (server/web/page-front-door.ts), observed under the page route's own label as when the app answers them. A short
 * link is first looked up and, when it leads to a page of this host, answered as that page (short-link-in-place.ts).
 */
export function withObservedAnswerCache(ctx: ServerContext, cache: AnswerCache = ctx.parts.answers): typeof createServer {
  const metrics = ctx.parts.metrics;
  const page = cachedPageFrontDoor(ctx);
  const inPlace = shortLinkRewriter(ctx);
  const proxies = trustPolicy(ctx.config.trustProxy);
  /** The visitor's address as the app finds it (behind a trusted proxy, from X-Forwarded-For). */
  const clientAddressOf = (req: IncomingMessage) =>
    resolveClientAddress(req.socket.remoteAddress ?? 'local', proxies ? (req.headers['x-forwarded-for'] as string | undefined) : undefined, proxies);
  let pixel: PixelFrontDoor | undefined;
  /** The pixel answered before the app; should its checks throw, nothing is written and the app answers (its 500 envelope). */
  const answerPixel = (door: PixelFrontDoor, req: IncomingMessage, res: ServerResponse, requestId: string, ip: string): boolean => {
    try {
      door(req, res, ['X-Request-Id', requestId], ip);
      return true;
    } catch (error) {
      if (res.headersSent) throw error;
      ctx.logger.error('the pixel front door failed: the app answers', { requestId, error: String(error) });
      return false;
    }
  };
  /** A GET answered in front of the app, timed from `started`: in the metrics and the access log as the app's are. */
  const answered = (started: number, requestId: string, route: string, path: string, status: number, ip: string | undefined): void => {
    const seconds = (performance.now() - started) / 1000;
    metrics.observe('GET', route, status, seconds);
    logAccess(ctx, { requestId, method: 'GET', route, path, status, ms: seconds * 1000, ip });
  };
  const create = (options: ServerOptions, app: RequestListener) =>
    createServer(options, (req, res) => {
      const started = performance.now();
      const requestId = requestIdOf(req.headers['x-request-id']);
      // Written into the request's headers only when the app will see it (below): a property added to the headers
      // object on every answer costs a map transition, and the front doors take the id as an argument.
      // The pixel's front door exists once the app is made (trackingRoutes), which main.ts does before listening.
      pixel ??= pixelFrontDoor(ctx);
      if (pixel && isPixelRequest(req)) {
        const ip = clientAddressOf(req);
        if (answerPixel(pixel, req, res, requestId, ip)) return answered(started, requestId, PIXEL_PATH, PIXEL_PATH, 200, ip);
      }
      const anonymousApiRead = req.method === 'GET' && req.headers.authorization === undefined && (req.url ?? '').startsWith('/api/');
      if (cache.serve(req, res, ['X-Request-Id', requestId])) {
        metrics.answerCacheLookup(true);
        const url = req.url ?? '';
        const q = url.indexOf('?');
        return answered(started, requestId, 'answer-cache', q < 0 ? url : url.slice(0, q), 200, clientAddressOfSocket(req));
      }
      req.headers['x-request-id'] = requestId;
      res.setHeader('X-Request-Id', requestId);
      if (anonymousApiRead) {
        metrics.answerCacheLookup(false);
        return void app(req, res);
      }
      const answerPage = () => {
        const status = page(req, res);
        if (status !== undefined) return answered(started, requestId, PAGE_ROUTE, req.url!, status, clientAddressOf(req));
        void app(req, res);
      };
      if (isShortLinkRequest(req)) void inPlace(req, res).then(answerPage);
      else answerPage();
    });
  return create as typeof createServer;
}
