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

/**
 * `headers` (a flat name, value list for writeHead) behind a pair given per answer (the request id): the list made
 * once, its first pair written in at each call. writeHead reads the list before it returns, so one list serves every
 * answer; a copy per answer (spreading both lists) cost as much as the rest of a cache hit's own code. `extra` of
 * another length gets a list of its own.
 */
export function headersAfterPair(headers: readonly (string | number)[]): (extra: readonly string[]) => (string | number)[] {
  const list: (string | number)[] = ['', '', ...headers];
  return (extra) => {
    if (extra.length !== 2) return [...extra, ...headers];
    list[0] = extra[0]!;
    list[1] = extra[1]!;
    return list;
  };
}
