import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context';
import type { AccessLine } from '../infrastructure';
import type { AppEnv } from '../http/app-env';
import { writableOutgoing } from '../http/node-outgoing';
import { requestIdOf } from './request-id';

const MAX_LOGGED_PATH = 200;

/** One access log line (JSON in production): who asked what, the answer, how long it took, under the request's id. */
export function logAccess(ctx: ServerContext, line: AccessLine): void {
  if (!ctx.config.accessLog) return;
  // The fields in the order of `line` (AccessLine's), written out rather than spread: this runs for every request.
  const fields: AccessLine = {
    requestId: line.requestId,
    method: line.method,
    route: line.route,
    path: line.path.length > MAX_LOGGED_PATH ? line.path.slice(0, MAX_LOGGED_PATH) : line.path,
    status: line.status,
    ms: Math.round(line.ms * 10) / 10,
    ip: line.ip,
  };
  if (ctx.logger.access) ctx.logger.access(fields);
  else ctx.logger.info('request', { ...fields });
}

/**
 * First middleware of the app: gives the request its id (X-Request-Id when well-formed, else a new one; echoed in
 * the response and in every log line of the request, error envelopes' included), then records the answer in the
 * metrics under the route pattern that answered and writes the access log line.
 */
export function requestObserver(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const metrics = ctx.parts.metrics;
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    // On Node straight onto the outgoing message (as the security headers): on the finished answer it would make
    // the Node adapter build a Headers object for every response.
    const outgoing = writableOutgoing(c);
    outgoing?.setHeader('X-Request-Id', requestId);
    await next();
    if (!outgoing) c.res.headers.set('X-Request-Id', requestId);
    // routePath is the pattern of the last handler that ran, i.e. the one that answered (`/api/films/detail/:id`),
    // unless that handler named its call's own path.
    const route = c.get('routeLabel') ?? c.req.routePath;
    const seconds = (performance.now() - started) / 1000;
    metrics.observe(c.req.method, route, c.res.status, seconds);
    logAccess(ctx, { requestId, method: c.req.method, route, path: c.req.path, status: c.res.status, ms: seconds * 1000, ip: c.get('clientIp') });
  };
}
