import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { CallDefinition } from '../../contract/call';
import type { ServerConfig } from '../config';
import { headersAfterPair } from './node-outgoing';
import { languageOfHeader } from './request-lang';
import { apiHeaders } from './security-headers';
import { staleHeaders } from './stale-if-error';

/*
 * A micro-cache in front of the framework for the busiest read-mostly answers (a film page, hot comments) as
 * visitors without a session get them. A route stores its serialized answer under a normalised key (the path, the
 * query parameters its contract call knows, sorted, and the language the answer is in), with tags; the writers
 * that change the data evict the tags (and every entry expires after its TTL), so an answer is never staler than
 * the route's own cache. Accept-Language spellings map to the same key; a parameter the call does not know is
 * refused by the call (400 validation.query, server/http/mount-call.ts), so such a request is neither stored nor
 * answered here, and a flood of junk URLs cannot add entries. The whole cache is bounded in bytes (ANSWER_CACHE_MB),
 * oldest entries going first.
 * On Node the request listener answers a hit before Hono sees it (server/ops/observed-answer-cache.ts), with the
 * same headers the API gives and a gzip variant made once per entry. One cache per running server
 * (server/composition.ts, where its change-notice subscriptions are made).
 *
 * Stale-if-error: an evicted or expired answer is not forgotten at once but kept (within the same byte budget) as
 * the last good answer, for STALE_IF_ERROR_SECONDS after it was made. It is never served while the app can answer;
 * when the app fails with a 5xx (the database is unreachable), server/http/stale-if-error.ts answers with it
 * instead, marked with STALE_HEADER. forget() drops everything, stale copies included, once the database's change
 * notices are back.
 */
const GZIP_MIN_BYTES = 1024;
/** Request URLs (with their Accept-Language) whose cache key is remembered. */
const KEY_MEMO_SIZE = 2_000;
/** Longer URLs are keyed each time (the memo stays within a megabyte or two). */
const KEY_MEMO_MAX_CHARS = 300;
/** What an entry costs besides its bodies and key (the entry, its header objects, the Map slot), roughly. */
const ENTRY_OVERHEAD_BYTES = 512;

interface Entry {
  /** The answer encoded once: encoding a string again for every request costs more than the rest of a hit. */
  readonly body: Buffer;
  /** The response headers, built once per entry as well. */
  readonly headers: Record<string, string | number>;
  /** The same as a flat name, value list: what writeHead takes with the least work. */
  readonly flat: readonly (string | number)[];
  /** `flat` behind the request's own pair (the request id), in a list made once. */
  readonly withPair: (extra: readonly string[]) => (string | number)[];
  readonly tags: readonly string[];
  readonly expires: number;
  /** When the answer was made: a stale copy is kept until storedAt + the stale bound. */
  readonly storedAt: number;
  /** False once evicted or expired: then only a stale-if-error answer. */
  fresh: boolean;
  bytes: number;
  gzip?: {
    body: Buffer;
    headers: Record<string, string | number>;
    flat: readonly (string | number)[];
    withPair: (extra: readonly string[]) => (string | number)[];
  };
}

/** `headers` as the flat [name, value, name, value…] list writeHead takes. */
const flatHeaders = (headers: Record<string, string | number>) => Object.entries(headers).flat();

/** The names of a call's query parameters, from its object schema (also when wrapped in a pipe). */
function queryNames(call: CallDefinition): ReadonlySet<string> {
  let schema = call.query as { entries?: Record<string, unknown>; pipe?: readonly unknown[] } | undefined;
  if (schema && !schema.entries && schema.pipe) schema = schema.pipe.find((item) => (item as { entries?: unknown }).entries) as typeof schema;
  return new Set(Object.keys(schema?.entries ?? {}));
}

/** A call that stores answers: its path as a pattern (`/api/films/detail/:id`) and the query parameters it knows. */
interface CachedCall {
  readonly path: RegExp;
  readonly params: ReadonlySet<string>;
}

function cachedCall(call: CallDefinition): CachedCall {
  const pattern = call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '[^/]+');
  return { path: new RegExp(`^${pattern}$`), params: queryNames(call) };
}

/**
 * The cache key: language, path, and the `known` parameters sorted by name. Undefined when a parameter is not
 * `known` (the call refuses it) or a known one is repeated (which copy the route reads is not this cache's
 * business): such a request is neither stored nor answered from the cache.
 */
export function answerKey(lang: string, pathname: string, search: URLSearchParams, known: ReadonlySet<string>): string | undefined {
  const kept: [string, string][] = [];
  for (const [name, value] of search) {
    if (!known.has(name)) return undefined;
    if (kept.some(([seen]) => seen === name)) return undefined;
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${lang}\n${pathname}?${new URLSearchParams(kept).toString()}`;
}

/** Stored anonymous answers of one running server. */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly headers: Record<string, string>;
  /** The calls that stored answers, by contract path: a request's key keeps only the parameters its call knows. */
  private readonly calls = new Map<string, CachedCall>();
  private usedBytes = 0;
  private readonly staleMs: number;
  /** Request URL and Accept-Language -> cache key (keyOf), with the number of calls known when it was worked out. */
  private readonly keyMemo = new Map<string, { key: string | undefined; calls: number }>();

  constructor(
    config: ServerConfig,
    private readonly now: () => number = Date.now,
    private readonly maxBytes: number = config.answerCacheBytes,
  ) {
    this.headers = { ...apiHeaders(config), 'Content-Type': 'application/json' };
    this.staleMs = config.staleIfErrorMs;
  }

  /** Entries held (stale copies included), and the bytes they take (bodies, gzip variants, keys and a per-entry overhead). */
  get size(): number {
    return this.entries.size;
  }
  get bytes(): number {
    return this.usedBytes;
  }

  /** Stores `body` as the answer of `call` to the request `c` (only GETs without a session header), tagged for eviction. */
  store(c: Context, call: CallDefinition, body: string, tags: readonly string[], ttlMs: number): void {
    if (c.req.method !== 'GET' || c.req.header('authorization')) return;
    let known = this.calls.get(call.path);
    if (!known) this.calls.set(call.path, (known = cachedCall(call)));
    const url = new URL(c.req.url);
    const key = answerKey(languageOfHeader(c.req.header('accept-language')), url.pathname, url.searchParams, known.params);
    if (key === undefined) return;
    const bytes = Buffer.from(body);
    const cost = bytes.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (cost > this.maxBytes) return;
    this.delete(key);
    const headers = { ...this.headers, 'Content-Length': bytes.length };
    const now = this.now();
    const flat = flatHeaders(headers);
    this.entries.set(key, {
      body: bytes,
      headers,
      flat,
      withPair: headersAfterPair(flat),
      tags,
      expires: now + ttlMs,
      storedAt: now,
      fresh: true,
      bytes: cost,
    });
    this.usedBytes += cost;
    this.trim();
  }

  /** Stops serving every answer carrying one of `tags` (each stays as a stale copy for stale-if-error). */
  evict(...tags: string[]): void {
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => tags.includes(t))) this.retire(key, entry);
  }

  /** Stops serving every answer (each stays as a stale copy for stale-if-error). */
  clear(): void {
    for (const [key, entry] of this.entries) this.retire(key, entry);
  }

  /** Forgets every answer, stale copies included (the database and its change notices are back). */
  forget(): void {
    this.entries.clear();
    this.usedBytes = 0;
  }

  /**
   * The last good answer to the request `c` when the app could not answer it: an anonymous GET whose answer was
   * made less than the stale bound ago, marked with STALE_HEADER (its age in seconds) and never to be cached.
   */
  staleAnswer(c: Context): Response | undefined {
    if (c.req.method !== 'GET' || c.req.header('authorization') !== undefined) return undefined;
    const url = new URL(c.req.url);
    const key = this.keyOfPath(url.pathname, url.searchParams, c.req.header('accept-language'));
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age >= this.staleMs) {
      this.delete(key!);
      return undefined;
    }
    const headers: Record<string, string> = { ...staleHeaders(age) };
    for (const [name, value] of Object.entries(entry.headers)) headers[name] ??= String(value);
    return new Response(new Uint8Array(entry.body), { status: 200, headers });
  }

  /** An entry no longer served fresh: kept as a stale copy while the stale bound allows, else forgotten. */
  private retire(key: string, entry: Entry): void {
    entry.fresh = false;
    if (this.now() - entry.storedAt >= this.staleMs) this.delete(key);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }

  /** Drops the oldest entries (Map keeps insertion order) until the cache fits its byte budget. */
  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.usedBytes <= this.maxBytes) return;
      this.delete(key);
    }
  }

  private gzipped(body: Buffer) {
    const zipped = gzipSync(body);
    const headers = { ...this.headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': zipped.length };
    const flat = flatHeaders(headers);
    return { body: zipped, headers, flat, withPair: headersAfterPair(flat) };
  }

  private keyOf(req: IncomingMessage): string | undefined {
    const url = req.url ?? '';
    const acceptLanguage = req.headers['accept-language'];
    // The same few URLs and languages come again and again: their key is worked out once (a bounded memo, emptied
    // when full, so a flood of distinct URLs costs what it cost without it). Entries cannot go stale: a key depends
    // on the URL, the header and the calls known, and a call is known before anything is stored under its path.
    const memoKey = `${acceptLanguage ?? ''}\n${url}`;
    const memo = this.keyMemo.get(memoKey);
    if (memo !== undefined && memo.calls === this.calls.size) return memo.key;
    const q = url.indexOf('?');
    const key = this.keyOfPath(q < 0 ? url : url.slice(0, q), new URLSearchParams(q < 0 ? '' : url.slice(q + 1)), acceptLanguage);
    if (memoKey.length > KEY_MEMO_MAX_CHARS) return key;
    if (this.keyMemo.size >= KEY_MEMO_SIZE) this.keyMemo.clear();
    this.keyMemo.set(memoKey, { key, calls: this.calls.size });
    return key;
  }

  private keyOfPath(pathname: string, search: URLSearchParams, acceptLanguage: string | undefined): string | undefined {
    // A handful of calls store answers, so finding the request's call is a few regex tests.
    let known: CachedCall | undefined;
    for (const call of this.calls.values()) {
      if (!call.path.test(pathname)) continue;
      known = call;
      break;
    }
    if (!known) return undefined;
    return answerKey(languageOfHeader(acceptLanguage), pathname, search, known.params);
  }

  /**
   * Answers `req` from the cache when it holds its answer, with `extraHeaders` (a flat name, value list: the request
   * id) besides the entry's; false when the app must answer (and nothing was written).
   */
  serve(req: IncomingMessage, res: ServerResponse, extraHeaders: readonly string[] = []): boolean {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || this.entries.size === 0) return false;
    const key = this.keyOf(req);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry?.fresh) return false;
    if (entry.expires <= this.now()) {
      this.retire(key!, entry);
      return false;
    }
    const encoding = req.headers['accept-encoding'];
    if (encoding && entry.body.length >= GZIP_MIN_BYTES) {
      // Only gzip is kept; a client that takes another scheme but not gzip is left to the app.
      if (!/\bgzip\b/.test(encoding)) return false;
      if (!entry.gzip) {
        entry.gzip = this.gzipped(entry.body);
        entry.bytes += entry.gzip.body.length;
        this.usedBytes += entry.gzip.body.length;
        this.trim();
      }
      res.writeHead(200, entry.gzip.withPair(extraHeaders) as string[]);
      res.end(entry.gzip.body);
      return true;
    }
    // Headers set on `res` before would make writeHead merge the list into them one by one, then write them all.
    res.writeHead(200, entry.withPair(extraHeaders) as string[]);
    res.end(entry.body);
    return true;
  }
}
