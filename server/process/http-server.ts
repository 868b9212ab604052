import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

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

/**
 * Applies the limits to a created server. The cap evicts rather than refuses: a flood of silent sockets pushes out
 * its own oldest members, so a new visitor still gets a page (node's maxConnections would drop the visitor instead).
 */
export function applyHttpLimits(server: Server, limits: HttpLimits): ConnectionTracker {
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // No 'timeout' listener: node destroys the socket when it fires.
  server.setTimeout(limits.idleTimeoutMs);

  // Connections without a request in flight, oldest first (a Set keeps insertion order; re-adding moves to the end).
  const waiting = new Set<Socket>();
  let open = 0;
  let inFlight = 0;
  server.on('connection', (socket: Socket) => {
    open++;
    waiting.add(socket);
    socket.once('close', () => {
      open--;
      waiting.delete(socket);
    });
    if (open > limits.maxConnections) {
      // The newcomer is the newest entry, so it goes only when every other connection is busy answering.
      (waiting.values().next().value as Socket).destroy();
    }
  });
  // One listener for every answer rather than a closure (and once()'s wrapper) made per request: node emits an
  // answer's 'close' once (emitCloseNT checks _closed), and the answer knows its request.
  function answerClosed(this: ServerResponse) {
    inFlight--;
    if (!this.req.socket.destroyed) waiting.add(this.req.socket);
  }
  const track = (req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    waiting.delete(req.socket);
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
  return {
    get open() {
      return open;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
