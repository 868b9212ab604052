import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerConfig, TrustProxy } from '../config';
import type { AppEnv } from './app-env';

/*
 * Who the client is, for per-address limits and logs. X-Forwarded-For is written by whoever sends the request, so
 * it is read only when TRUST_PROXY names the proxies in front of the server: then the client is the rightmost
 * address that no trusted proxy wrote (with a hop count, the address that many hops back from the socket).
 */

/** `::ffff:1.2.3.4` -> `1.2.3.4`; `[::1]:443` and `1.2.3.4:5678` (ports some proxies append) -> the address. */
export function normalizeAddress(raw: string): string | undefined {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:([\d.]+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) === 0 ? undefined : address.toLowerCase();
}

/** A trust policy ready to check addresses, built once from the configuration. */
export type TrustPolicy = { readonly hops: number } | { readonly proxies: BlockList };

export function trustPolicy(trust: TrustProxy | undefined): TrustPolicy | undefined {
  if (!trust) return undefined;
  if ('hops' in trust) return trust;
  const proxies = new BlockList();
  for (const entry of trust.proxies) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return { proxies };
}

/**
 * The client's address from the socket's and the X-Forwarded-For header under `policy` (undefined: the socket's).
 * A malformed entry where the walk stops leaves the nearest proxy's address, never the header's text.
 */
export function resolveClientAddress(socket: string, forwardedFor: string | undefined, policy: TrustPolicy | undefined): string {
  const peer = normalizeAddress(socket) ?? socket;
  if (!policy || !forwardedFor) return peer;
  // Nearest first: the socket's peer, then X-Forwarded-For from right to left.
  const chain = forwardedFor.split(',').reverse();
  let client = peer;
  for (let hop = 0; hop < chain.length; hop++) {
    const trusted = 'hops' in policy ? hop < policy.hops : isIP(client) !== 0 && policy.proxies.check(client, isIP(client) === 6 ? 'ipv6' : 'ipv4');
    if (!trusted) break;
    const next = normalizeAddress(chain[hop]!);
    if (!next) break;
    client = next;
  }
  return client;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** Works out the client's address once per request (see resolveClientAddress) for clientIp(). */
export function clientAddress(config: Pick<ServerConfig, 'trustProxy'>): MiddlewareHandler<AppEnv> {
  const policy = trustPolicy(config.trustProxy);
  return async (c, next) => {
    c.set('clientIp', resolveClientAddress(socketAddress(c), policy ? c.req.header('x-forwarded-for') : undefined, policy));
    await next();
  };
}

/** The client's address, for per-IP limits: as clientAddress() found it, else the socket's; 'local' without a socket. */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? socketAddress(c);
}
