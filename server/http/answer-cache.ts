import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ServerContext } from '../context';
import { apiHeaders } from './security-headers';

/*
 * A micro-cache in front of the framework for the busiest read-mostly answers (a film page, hot comments) as
 * visitors without a session get them. A route stores its serialized answer under the exact request line and
 * language, with tags; the writers that change the data evict the tags (and every entry expires after its TTL),
 * so an answer is never staler than the route's own cache. On Node the request listener answers a hit before
 * Hono sees it, with the same headers the API gives and a gzip variant made once per entry.
 */
const MAX_ENTRIES = 10_000;
const GZIP_MIN_BYTES = 1024;

interface Entry {
  /** The answer encoded once: encoding a string again for every request costs more than the rest of a hit. */
  readonly body: Buffer;
  /** The response headers, built once per entry as well. */
  readonly headers: Record<string, string | number>;
  readonly tags: readonly string[];
  readonly expires: number;
  gzip?: { body: Buffer; headers: Record<string, string | number> };
}

/** Stored anonymous answers of one running server. */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly headers: Record<string, string>;

  constructor(
    ctx: ServerContext,
    private readonly now: () => number = Date.now,
  ) {
    this.headers = { ...apiHeaders(ctx.config), 'Content-Type': 'application/json' };
  }

  /** Stores `body` as the answer of the request `c` (only GETs without a session header), tagged for eviction. */
  store(c: Context, body: string, tags: readonly string[], ttlMs: number): void {
    if (c.req.method !== 'GET' || c.req.header('authorization')) return;
    const url = new URL(c.req.url);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const bytes = Buffer.from(body);
    const headers = { ...this.headers, 'Content-Length': bytes.length };
    this.entries.set(cacheKey(url.pathname + url.search, c.req.header('accept-language')), { body: bytes, headers, tags, expires: this.now() + ttlMs });
  }

  /** Forgets every answer carrying one of `tags`. */
  evict(...tags: string[]): void {
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
  }

  private gzipped(body: Buffer) {
    const zipped = gzipSync(body);
    return { body: zipped, headers: { ...this.headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': zipped.length } };
  }

  /** Answers `req` from the cache when it holds its answer; false when the app must answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || this.entries.size === 0) return false;
    const key = cacheKey(req.url ?? '', req.headers['accept-language']);
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return false;
    }
    const encoding = req.headers['accept-encoding'];
    if (encoding && entry.body.length >= GZIP_MIN_BYTES) {
      // Only gzip is kept; a client that takes another scheme but not gzip is left to the app.
      if (!/\bgzip\b/.test(encoding)) return false;
      entry.gzip ??= this.gzipped(entry.body);
      res.writeHead(200, entry.gzip.headers);
      res.end(entry.gzip.body);
      return true;
    }
    res.writeHead(200, entry.headers);
    res.end(entry.body);
    return true;
  }
}

function cacheKey(requestLine: string, acceptLanguage: string | undefined): string {
  return `${acceptLanguage ?? ''}\n${requestLine}`;
}

const perContext = new WeakMap<ServerContext, AnswerCache>();

/** The answer cache of one running server (tests get a fresh one with each context). */
export function answerCache(ctx: ServerContext): AnswerCache {
  let cache = perContext.get(ctx);
  if (!cache) {
    cache = new AnswerCache(ctx);
    perContext.set(ctx, cache);
  }
  return cache;
}

/** A `createServer` for @hono/node-server's serve(): the answer cache first, the app for everything else. */
export function withAnswerCache(cache: AnswerCache): typeof createServer {
  const create = (options: ServerOptions, app: RequestListener) =>
    createServer(options, (req, res) => {
      if (!cache.serve(req, res)) void app(req, res);
    });
  // serve() always passes the options and the listener; createServer's other overloads are never used.
  return create as typeof createServer;
}
