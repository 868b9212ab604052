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

/**
 * The warning a production server logs at start when TRUST_PROXY is not set at all: behind a reverse proxy every
 * visitor would then be the proxy's address. `TRUST_PROXY=0` says the server faces visitors directly and silences it.
 */
export function trustProxyWarning(nodeEnv: string, trustProxySetting: string | undefined): string | undefined {
  if (nodeEnv !== 'production' || trustProxySetting !== undefined) return undefined;
  return (
    "TRUST_PROXY is not set: the client address is the socket's. Behind a reverse proxy every visitor then has the " +
    "proxy's address, so per-address limits are shared by everyone and the daily share-visit cap becomes site-wide. " +
    'Set TRUST_PROXY to the proxy hops or addresses, or TRUST_PROXY=0 when the server faces visitors directly'
  );
}

/** The client's real address, as clientAddress() found it, else the socket's; 'local' without a socket. */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? socketAddress(c);
}

/** The eight 16-bit groups of an IPv6 address (a `::` run filled in, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The unit per-address limits and address hashes count: an IPv4 address as it is (IPv4-mapped IPv6 included), an
 * IPv6 address as its /64 network, since one subscriber commonly gets a whole /64 and could otherwise rotate
 * through unlimited addresses. Anything else ('local') is kept as it is.
 */
export function addressGroup(address: string): string {
  const normalized = normalizeAddress(address);
  if (!normalized || isIP(normalized.replace(/%.*$/, '')) !== 6) return normalized ?? address;
  const groups = ipv6Groups(normalized);
  // ::ffff:cb00:7109 is the IPv4 address 203.0.113.9 written in hex.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The client's address group (addressGroup) for per-address limits and caps. */
export function clientAddressGroup(c: Context): string {
  return addressGroup(clientIp(c));
}
