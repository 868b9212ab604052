import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The peer address of the request, for per-IP limits; 'local' when there is no socket. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
