import type { ServerConfig } from '../config';

/*
 * Every absolute URL the server writes (short links, redirects, canonical/og/hreflang, sitemap, robots, mail) and
 * every host it accepts as "the site" come from configuration here, never from a request header: Host,
 * X-Forwarded-Host and Forwarded are set by whoever sends the request, so trusting them turns short links and
 * redirects into an open redirect and lets a forged Host poison cached pages.
 */

const WILDCARD = new Set(['0.0.0.0', '::', '[::]', '']);
const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/** `host:port` exactly as `new URL('http://…').host` spells it (IPv6 in brackets, no `:80`). */
function hostPort(host: string, port: number): string {
  // A zone id (`fe80::1%eth0`) has no place in a URL host.
  const bare = host.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  return new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`).host;
}

/** The address the server listens on as a URL host: localhost when it listens on every interface. */
function listeningHost(config: Pick<ServerConfig, 'host' | 'port'>): string {
  return hostPort(WILDCARD.has(config.host) ? 'localhost' : config.host, config.port);
}

/** The origin absolute links are built on: PUBLIC_ORIGIN, or (without it) the address the server listens on. */
export function siteOrigin(config: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port'>): string {
  return config.publicOrigin ?? `http://${listeningHost(config)}`;
}

/**
 * The hosts (`name[:port]`, lower case) whose URLs count as the site's own: PUBLIC_ORIGIN's, those in
 * ALLOWED_HOSTS, and without PUBLIC_ORIGIN the listening address (every loopback name when it is loopback or
 * every interface).
 */
export function allowedHosts(config: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port' | 'allowedHosts'>): ReadonlySet<string> {
  const hosts = new Set(config.allowedHosts.map((h) => h.toLowerCase()));
  if (config.publicOrigin) {
    hosts.add(new URL(config.publicOrigin).host.toLowerCase());
    return hosts;
  }
  hosts.add(listeningHost(config).toLowerCase());
  const bare = config.host.replace(/^\[|\]$/g, '').toLowerCase();
  if (WILDCARD.has(config.host) || LOOPBACK.includes(bare)) for (const name of LOOPBACK) hosts.add(hostPort(name, config.port));
  return hosts;
}

/** True when `url` is an http(s) URL on one of the site's own hosts. */
export function isOwnUrl(config: Parameters<typeof allowedHosts>[0], url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return /^https?:$/.test(parsed.protocol) && parsed.username === '' && parsed.password === '' && allowedHosts(config).has(parsed.host.toLowerCase());
}
