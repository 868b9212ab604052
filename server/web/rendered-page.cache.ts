import { effectivePrivacy } from '../modules/tracking/tracking-consent';
import type { PageBytes } from './page-bytes';

/*
 * The server-rendered pages as anonymous visitors get them (every visitor gets the public page; personal parts fill
 * in after hydration), kept briefly so a busy landing page is rendered once per moment instead of once per visit.
 * Everything goes at once after a write through this process's API (a comment, a rating, an operator's edit: see
 * app.ts) or a change notice from another process (subscribed in server/composition.ts), and an entry is fresh for
 * PAGE_TTL_MS (play counts), then goes out once more while its new render is made (PAGE_REVALIDATE_MS). Bounded in
 * entries, oldest first, so a flood of made-up URLs cannot grow it. The CSP nonce differs per response: entries
 * hold the page cut at its nonce placeholders, as bytes and in a gzip form (page-bytes.ts), and each answer writes
 * its own nonce in between.
 *
 * Stale-if-error: each page is also kept as the last good page of its key (bounded alike), for the stale bound
 * (STALE_IF_ERROR_SECONDS) after it was rendered, whatever clear() and the TTL do. The page route answers with it,
 * marked, only when a fresh render fails with 503 (the database is unreachable: web.routes.ts); forgetStale() drops
 * them once the database's change notices are back.
 *
 * A page's payload (`{page}/_payload.json`, page-payload.routes.ts: the answers an in-app navigation to that page
 * needs) is kept here too, under its page's path, for the same TTL and dropped by the same clear(): the answers
 * change exactly when the pages do, and a tap inside the app then costs a lookup instead of a render's API calls.
 */
export const PAGE_TTL_MS = 10_000;
/**
 * How long after its TTL a page may still go out once while a new render replaces it (stale-while-revalidate): the
 * visitor gets the page at once instead of waiting for a render (0.1-0.5 s of server time), and only its counts are
 * older. A write or a change notice (clear()) still drops it: after those the next visitor waits for the new page.
 */
export const PAGE_REVALIDATE_MS = 5 * 60_000;
const MAX_PAGES = 200;
export const NONCE_PLACEHOLDER = '__page_nonce__';

/**
 * The key of a page: its path with its query, and whether the visitor has made a privacy choice (a visitor who has
 * not gets the page with its banner, one who has the page without).
 */
export function pageCacheKey(url: string, privacy: { consentCookie: string | null; signal: boolean }, now: number): string {
  return effectivePrivacy(privacy, now).undecided ? url : `${url} (privacy chosen)`;
}

interface CachedPage {
  readonly page: PageBytes;
  readonly status: 200 | 404;
  readonly expires: number;
  readonly storedAt: number;
}

export class RenderedPageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** The last good page of each key, for stale-if-error; insertion order is age order. */
  private readonly lastGood = new Map<string, CachedPage>();
  /** Page payloads (their JSON) by page path. */
  private readonly payloads = new Map<string, { readonly json: string; readonly expires: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly staleMs = 0,
  ) {}

  /** The page, or undefined when it is not here or too old. */
  get(key: string): { page: PageBytes; status: 200 | 404 } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expires <= this.now()) {
      if (page.expires + PAGE_REVALIDATE_MS <= this.now()) this.pages.delete(key);
      return undefined;
    }
    // Most recently used last: the oldest entries go first when the cache is full.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page: page.page, status: page.status };
  }

  /**
   * A page past its TTL but within PAGE_REVALIDATE_MS of it, not cleared since: to answer once while a new render of
   * it is on its way (web.routes.ts starts one). Undefined otherwise.
   */
  revalidating(key: string): { page: PageBytes; status: 200 | 404 } | undefined {
    const page = this.pages.get(key);
    if (!page || page.expires > this.now()) return undefined;
    if (page.expires + PAGE_REVALIDATE_MS > this.now()) return { page: page.page, status: page.status };
    this.pages.delete(key);
    return undefined;
  }

  /** Keeps a page rendered with NONCE_PLACEHOLDER as its nonce. */
  set(key: string, page: PageBytes, status: 200 | 404): void {
    const now = this.now();
    const kept = { page, status, expires: now + PAGE_TTL_MS, storedAt: now };
    this.pages.delete(key);
    this.pages.set(key, kept);
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    if (this.staleMs <= 0) return;
    this.lastGood.delete(key);
    this.lastGood.set(key, kept);
    while (this.lastGood.size > MAX_PAGES) this.lastGood.delete(this.lastGood.keys().next().value as string);
  }

  /** The last good page of `key` rendered less than the stale bound ago, with its age in ms; undefined otherwise. */
  stale(key: string): { page: PageBytes; status: 200 | 404; ageMs: number } | undefined {
    const kept = this.lastGood.get(key);
    if (!kept) return undefined;
    const ageMs = this.now() - kept.storedAt;
    if (ageMs < this.staleMs) return { page: kept.page, status: kept.status, ageMs };
    this.lastGood.delete(key);
    return undefined;
  }

  /** The payload JSON of the page at `path`, or undefined when it is not here or too old. */
  getPayload(path: string): string | undefined {
    const kept = this.payloads.get(path);
    if (!kept) return undefined;
    if (kept.expires > this.now()) return kept.json;
    this.payloads.delete(path);
    return undefined;
  }

  /** Keeps the payload JSON of the page at `path` (bounded as the pages, oldest first). */
  setPayload(path: string, json: string): void {
    this.payloads.delete(path);
    this.payloads.set(path, { json, expires: this.now() + PAGE_TTL_MS });
    while (this.payloads.size > MAX_PAGES) this.payloads.delete(this.payloads.keys().next().value as string);
  }

  /** Stops serving every page and payload (the last good copies of pages stay for stale-if-error). */
  clear(): void {
    this.pages.clear();
    this.payloads.clear();
  }

  /** Drops the last good copies too (the database and its change notices are back). */
  forgetStale(): void {
    this.lastGood.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
