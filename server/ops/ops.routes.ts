import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../http/app-env';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /healthz: the process is up (for a restart policy). GET /readyz: 200 when every readiness check passes, 503
 * otherwise (for a load balancer: not before the search index is built, not while draining). GET /metrics on the
 * public port only with METRICS_TOKEN as a bearer token (404 when unset); METRICS_PORT serves it off the public port.
 */
export function opsRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/healthz', (c) => c.json({ status: 'up' }, 200, { 'Cache-Control': 'no-store' }));
  router.get('/readyz', async (c) => {
    const { ready, checks } = await ctx.parts.readiness.run();
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
  router.get('/metrics', async (c) => {
    const token = ctx.config.metricsToken;
    if (!token) return c.body(null, 404);
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) return c.body(null, 401, { 'WWW-Authenticate': 'Bearer' });
    const { registry } = ctx.parts.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
  return router;
}
