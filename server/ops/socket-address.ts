import type { IncomingMessage } from 'node:http';

/** The peer's address for a log line of an answer made before the app (its X-Forwarded-For rules apply in the app). */
export function clientAddressOfSocket(req: IncomingMessage): string | undefined {
  const address = req.socket.remoteAddress;
  return address?.startsWith('::ffff:') ? address.slice(7) : address;
}
