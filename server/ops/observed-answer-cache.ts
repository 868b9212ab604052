import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse, type RequestListener } from 'node:http';
import type { ServerContext } from '../context';
import type { AnswerCache } from '../http/answer-cache';
import { resolveClientAddress, trustPolicy } from '../http/client-ip';
import { cachedPageFrontDoor, PAGE_ROUTE } from '../web/page-front-door';
import { clientAddressOfSocket } from './socket-address';
import { logAccess } from './request-observer';
import { requestIdOf } from './request-id';
import { isPixelRequest, PIXEL_PATH, pixelFrontDoor, type PixelFrontDoor } from '../modules/tracking/tracking.routes';

/**
 * The answer cache's front door (server/http/answer-cache.ts), the one main.ts and the tests serve through, with the
 * observation the app gives its own answers: a cache hit
 * never reaches Hono, so its request id, metrics (route `answer-cache`) and access log line are made here. A miss
 * carries its id on to the app in X-Request-Id, so the request keeps one id. Cached pages are answered here too
 * (server/web/page-front-door.ts), observed under the page route's own label as when the app answers them.
 */
export function withObservedAnswerCache(ctx: ServerContext, cache: AnswerCache = ctx.parts.answers): typeof createServer {
  const metrics = ctx.parts.metrics;
  const page = cachedPageFrontDoor(ctx);
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
  const create = (options: ServerOptions, app: RequestListener) =>
    createServer(options, (req, res) => {
      const started = performance.now();
      const requestId = requestIdOf(req.headers['x-request-id']);
      req.headers['x-request-id'] = requestId;
      // The pixel's front door exists once the app is made (trackingRoutes), which main.ts does before listening.
      pixel ??= pixelFrontDoor(ctx);
      if (pixel && isPixelRequest(req)) {
        const ip = clientAddressOf(req);
        if (answerPixel(pixel, req, res, requestId, ip)) {
          const seconds = (performance.now() - started) / 1000;
          metrics.observe('GET', PIXEL_PATH, 200, seconds);
          logAccess(ctx, { requestId, method: 'GET', route: PIXEL_PATH, path: PIXEL_PATH, status: 200, ms: seconds * 1000, ip });
          return;
        }
      }
      const anonymousApiRead = req.method === 'GET' && req.headers.authorization === undefined && (req.url ?? '').startsWith('/api/');
      if (cache.serve(req, res, ['X-Request-Id', requestId])) {
        metrics.answerCacheLookup(true);
        const seconds = (performance.now() - started) / 1000;
        metrics.observe('GET', 'answer-cache', 200, seconds);
        logAccess(ctx, {
          requestId,
          method: 'GET',
          route: 'answer-cache',
          path: (req.url ?? '').split('?')[0]!,
          status: 200,
          ms: seconds * 1000,
          ip: clientAddressOfSocket(req),
        });
        return;
      }
      res.setHeader('X-Request-Id', requestId);
      if (anonymousApiRead) metrics.answerCacheLookup(false);
      else {
        const status = page(req, res);
        if (status !== undefined) {
          const seconds = (performance.now() - started) / 1000;
          metrics.observe('GET', PAGE_ROUTE, status, seconds);
          const ip = clientAddressOf(req);
          logAccess(ctx, { requestId, method: 'GET', route: PAGE_ROUTE, path: req.url!, status, ms: seconds * 1000, ip });
          return;
        }
      }
      void app(req, res);
    });
  return create as typeof createServer;
}
