import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How often the idle timeout is checked: a quiet socket goes at most two checks late, never early. */
export const idleCheckIntervalMs = (idleTimeoutMs: number): number => Math.min(1_000, Math.max(50, Math.floor(idleTimeoutMs / 4)));

/** How long a connection may take or stay quiet, and how many may be open at once (all from the environment). */
export interface HttpLimits {
  /** The whole request (headers and body) must arrive within this; otherwise 408 and the socket is closed. */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this from the connection (or the previous answer); a silent socket is closed. */
  readonly headersTimeoutMs: number;
  /** A kept-alive connection waiting for its next request is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** A socket with no traffic either way (e.g. a reader that stopped reading an answer) is destroyed after this. */
  readonly idleTimeoutMs: number;
  /** Open connections at most; beyond it the oldest connection without a request in flight is closed. */
  readonly maxConnections: number;
}

/** The options node:http needs at construction: the timeouts are checked this often, not every 30 s. */
export function httpServerOptions(limits: HttpLimits): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(limits.headersTimeoutMs / 4))),
  };
}

/** What a server tracks about its connections while it runs and drains. */
export interface ConnectionTracker {
  /** Connections open now. */
  readonly open: number;
  /** Requests whose answer has not finished. */
  readonly inFlight: number;
}

/** What the limits keep about one connection (on the socket itself: a property read, not a Map lookup, per request). */
interface Connection {
  /** Requests of it whose answer has not closed. */
  requests: number;
  /** Whether an answer of it has finished: a kept-alive connection waits under node's keep-alive timer instead. */
  answered: boolean;
  /** bytesRead + bytesWritten at the last idle check, and when they last changed (performance.now()). */
  bytes: number;
  since: number;
}
const CONNECTION = Symbol('http-limits connection');
type TrackedSocket = Socket & { [CONNECTION]: Connection };

/**
 * Applies the limits to a created server. The cap evicts rather than refuses: a flood of silent sockets pushes out
 * its own oldest members, so a new visitor still gets a page (node's maxConnections would drop the visitor instead).
 */
export function applyHttpLimits(server: Server, limits: HttpLimits): ConnectionTracker {
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;

  // Connections without a request in flight, oldest first (a Set keeps insertion order; re-adding moves to the end).
  const waiting = new Set<Socket>();
  // Every open connection (for the idle check); its size is the open count.
  const sockets = new Set<TrackedSocket>();
  let inFlight = 0;
  server.on('connection', (socket: TrackedSocket) => {
    waiting.add(socket);
    sockets.add(socket);
    socket[CONNECTION] = { requests: 0, answered: false, bytes: 0, since: performance.now() };
    socket.once('close', () => {
      waiting.delete(socket);
      sockets.delete(socket);
    });
    if (sockets.size > limits.maxConnections) {
      // The newcomer is the newest entry, so it goes only when every other connection is busy answering.
      (waiting.values().next().value as Socket).destroy();
    }
  });
  // One listener for every answer rather than a closure (and once()'s wrapper) made per request: node emits an
  // answer's 'close' once (emitCloseNT checks _closed), and the answer knows its request.
  function answerClosed(this: ServerResponse) {
    inFlight--;
    const socket = this.req.socket as TrackedSocket;
    const connection = socket[CONNECTION];
    connection.answered = true;
    // A pipelined request may be in flight on the same connection already.
    if (--connection.requests === 0 && !socket.destroyed) waiting.add(socket);
  }
  const track = (req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    waiting.delete(req.socket);
    (req.socket as TrackedSocket)[CONNECTION].requests++;
    res.on('close', answerClosed);
  };
  // One 'request' listener rather than two: with two, every request's emit copies the listener array and loops.
  // The app's listener (the server's only one, from createServer) is wrapped, the request counted before it runs.
  const listeners = server.listeners('request') as RequestListener[];
  const app = listeners.length === 1 ? listeners[0]! : undefined;
  if (app) {
    server.removeListener('request', app);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      track(req, res);
      app.call(server, req, res);
    });
  } else server.on('request', track);

  // The idle timeout, checked every so often rather than by node's socket timer (server.setTimeout): node set that
  // timer anew for every request (a Timeout and a bound function, on top of the keep-alive timer every server
  // pays) and refreshed it on every read and write. It applies where node's did: from the connection until its
  // first answer, and while a request is in flight; a kept-alive connection waiting for its next request is left
  // to the keep-alive timeout, as node replaces the idle timer by that one. A socket with no byte read or written
  // for idleTimeoutMs is destroyed, as node's timer did with no 'timeout' listener, at most two checks late.
  const idleCheck = setInterval(() => {
    const now = performance.now();
    const keptAlive = server.keepAliveTimeout > 0;
    for (const socket of sockets) {
      const connection = socket[CONNECTION];
      const bytes = socket.bytesRead + socket.bytesWritten;
      if (bytes !== connection.bytes || (keptAlive && connection.answered && connection.requests === 0)) {
        connection.bytes = bytes;
        connection.since = now;
      } else if (now - connection.since >= limits.idleTimeoutMs) socket.destroy();
    }
  }, idleCheckIntervalMs(limits.idleTimeoutMs));
  idleCheck.unref();
  server.once('close', () => clearInterval(idleCheck));
  return {
    get open() {
      return sockets.size;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
