import { createServer, type ServerOptions, type RequestListener } from 'node:http';
import type { ServerContext } from '../context';
import type { AnswerCache } from '../http/answer-cache';
import { clientAddressOfSocket } from './socket-address';
import { serverMetrics } from './metrics';
import { logAccess } from './request-observer';
import { requestIdOf } from './request-id';

/**
 * withAnswerCache (server/http/answer-cache.ts) with the observation the app gives its own answers: a cache hit
 * never reaches Hono, so its request id, metrics (route `answer-cache`) and access log line are made here. A miss
 * carries its id on to the app in X-Request-Id, so the request keeps one id.
 */
export function withObservedAnswerCache(ctx: ServerContext, cache: AnswerCache): typeof createServer {
  const metrics = serverMetrics(ctx);
  const create = (options: ServerOptions, app: RequestListener) =>
    createServer(options, (req, res) => {
      const started = performance.now();
      const requestId = requestIdOf(req.headers['x-request-id']);
      req.headers['x-request-id'] = requestId;
      res.setHeader('X-Request-Id', requestId);
      const anonymousApiRead = req.method === 'GET' && req.headers.authorization === undefined && (req.url ?? '').startsWith('/api/');
      if (cache.serve(req, res)) {
        metrics.answerCacheLookup(true);
        const seconds = (performance.now() - started) / 1000;
        metrics.observe('GET', 'answer-cache', 200, seconds);
        logAccess(ctx, { requestId, method: 'GET', route: 'answer-cache', path: (req.url ?? '').split('?')[0]!, status: 200, ms: seconds * 1000, ip: clientAddressOfSocket(req) });
        return;
      }
      if (anonymousApiRead) metrics.answerCacheLookup(false);
      void app(req, res);
    });
  return create as typeof createServer;
}
