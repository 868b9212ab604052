import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node response of this request while its headers can still be set (served by @hono/node-server), else null
 * (in-process requests of the tests, other runtimes). Headers set on it are merged into whatever the handler
 * answers; set on the finished Response instead, they make the Node adapter build a Headers object per answer.
 */
export function writableOutgoing(c: Context): Pick<ServerResponse, 'setHeader'> | null {
  const outgoing = (c.env as { outgoing?: Partial<ServerResponse> } | undefined)?.outgoing;
  return typeof outgoing?.setHeader === 'function' && !outgoing.headersSent ? (outgoing as Pick<ServerResponse, 'setHeader'>) : null;
}
