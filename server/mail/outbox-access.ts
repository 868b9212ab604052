import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerConfig } from '../config';
import { normalizeAddress } from '../http/client-ip';

/*
 * Who may read /dev/outbox (issue 30): the outbox holds every sign-up and sign-in code, so reading it is signing in
 * as anyone. Without SMTP it stays the newcomer's way to get their code, but only on the machine that runs the
 * server: a request is answered only when
 *   - its connection runs over the loopback interface: both ends have loopback addresses (127.0.0.0/8 or ::1,
 *     IPv4-mapped included). The kernel delivers such packets only over `lo`, so no other machine can send one; a
 *     connection from this machine to its own network address (192.168.x.y) is not loopback and is refused too;
 *   - it carries no header a proxy adds (Forwarded, X-Forwarded-*, X-Real-IP, Via, ...): a reverse proxy on this
 *     machine passes the public's requests on from 127.0.0.1, and is recognised by them (a proxy that adds none
 *     and keeps a loopback Host would pass the public through unrecognised: a public server sets SMTP_URL);
 *   - its Host names this machine (localhost, *.localhost, a loopback address): a web page whose name an attacker
 *     rebinds to 127.0.0.1 in the DNS reaches the server from the visitor's own browser, but with its own Host.
 * Everything else gets the same 404 as when the outbox is off.
 */

/** Headers by which proxies say they passed a request on (standard, de-facto and the large CDNs'). */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
] as const;

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(raw: string | undefined): boolean {
  if (!raw) return false;
  const address = normalizeAddress(raw);
  if (!address) return false;
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** `localhost`, `app.localhost` (RFC 6761 keeps them on this machine) or a loopback address, as a URL's hostname spells them. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isLoopbackAddress(name.replace(/^\[|\]$/g, ''));
}

function socketEnds(c: Context): { remote?: string; local?: string } {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  const local = (c.env as { incoming?: { socket?: { localAddress?: string } } } | undefined)?.incoming?.socket?.localAddress;
  return { remote, local };
}

/** Why a request may not read the outbox, or undefined when it may (see the rule above). */
export function outboxRefusal(c: Context, config: Pick<ServerConfig, 'devOutbox'>): string | undefined {
  if (!config.devOutbox) return 'off';
  const { remote, local } = socketEnds(c);
  // In-process requests (tests) have no local end; a real socket always has both.
  if (!isLoopbackAddress(remote) || (local !== undefined && !isLoopbackAddress(local))) return 'not over the loopback interface';
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return 'passed on by a proxy';
  if (!isLoopbackHostname(new URL(c.req.url).hostname)) return 'Host is not this machine';
  return undefined;
}

/** A HOST setting that listens on every interface, loopback included. */
const isWildcardHost = (host: string) => host === '0.0.0.0' || host === '::' || host === '[::]' || host === '';

/** How a URL on this machine names a loopback HOST (`::1` -> `[::1]`). */
const urlHost = (host: string) => (isIP(host) === 6 ? `[${host}]` : host);

/**
 * The start-log line that says how to read codes while mail goes to the outbox, and whether that works at all with
 * this HOST; undefined when mail leaves by SMTP or the outbox is off. `warn`: nobody can read codes, or the server
 * listens beyond this machine.
 */
export function outboxStartNotice(config: Pick<ServerConfig, 'devOutbox' | 'smtpUrl' | 'host'>, port: number): { warn: boolean; text: string } | undefined {
  if (config.smtpUrl || !config.devOutbox) return undefined;
  const kept = 'No SMTP_URL: mails (sign-up and sign-in codes) are not sent but kept in the outbox';
  const setSmtp = 'Set SMTP_URL to send mail (DEV_OUTBOX=off hides the outbox).';
  if (isLoopbackHostname(config.host)) {
    return { warn: false, text: `${kept}; read them at http://${urlHost(config.host)}:${port}/dev/outbox.` };
  }
  if (isWildcardHost(config.host)) {
    return {
      warn: true,
      text:
        `${kept}. Read them on this machine only, at http://127.0.0.1:${port}/dev/outbox or http://localhost:${port}/dev/outbox: ` +
        `other machines (a phone on your network too) and requests through a proxy get 404 there. ${setSmtp}`,
    };
  }
  return {
    warn: true,
    text:
      `${kept}, which answers only over the loopback interface, where HOST=${config.host} does not listen: nobody can read a code. ` +
      `Set HOST=0.0.0.0 and read http://127.0.0.1:${port}/dev/outbox on this machine, or set SMTP_URL.`,
  };
}
