import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { fail } from './envelope';

/** A route of the API as the 405 check sees it: a method and a path with `:name` segments. */
export interface RouteOf {
  readonly method: string;
  readonly path: string;
}

interface PathMethods {
  readonly pattern: RegExp;
  readonly methods: Set<string>;
}

/**
 * 405 `request.method_not_allowed` with an `Allow` header for a request whose path has calls, none of them for its
 * method (RFC 9110 section 15.5.6); a path no call has goes on to 404. HEAD is allowed wherever GET is (the router
 * answers it with the GET handler). Runs before the operators' guard and the write limits: a wrong method is
 * wrong whoever asks, and costs nothing.
 */
export function methodNotAllowed(routes: readonly RouteOf[]): MiddlewareHandler<AppEnv> {
  const byPath = new Map<string, PathMethods>();
  for (const { method, path } of routes) {
    const entry = byPath.get(path) ?? {
      pattern: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '[^/]+')}$`),
      methods: new Set<string>(),
    };
    entry.methods.add(method);
    if (method === 'GET') entry.methods.add('HEAD');
    byPath.set(path, entry);
  }
  const paths = [...byPath.values()];
  return async (c, next) => {
    const method = c.req.method;
    const pathname = c.req.path;
    let allowed: Set<string> | undefined;
    for (const { pattern, methods } of paths) {
      if (!pattern.test(pathname)) continue;
      if (methods.has(method)) return next();
      allowed = new Set([...(allowed ?? []), ...methods]);
    }
    if (!allowed) return next();
    c.header('Allow', [...allowed].sort().join(', '));
    return fail(c, 405, 'request.method_not_allowed');
  };
}
