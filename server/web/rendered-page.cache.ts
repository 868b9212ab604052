import { effectivePrivacy } from '../modules/tracking/tracking-consent';
import type { PageBytes } from './page-bytes';

/*
 * The server-rendered pages as anonymous visitors get them (every visitor gets the public page; personal parts fill
 * in after hydration), kept briefly so a busy landing page is rendered once per moment instead of once per visit.
 * Everything goes at once after a write through this process's API (a comment, a rating, an operator's edit: see
 * app.ts) or a change notice from another process (subscribed in server/composition.ts), and an entry lives PAGE_TTL_MS at most (play counts). Bounded in
 * entries, oldest first, so a flood of made-up URLs cannot grow it. The CSP nonce differs per response: entries
 * hold the page cut at its nonce placeholders, as bytes and in a gzip form (page-bytes.ts), and each answer writes
 * its own nonce in between.
 */
export const PAGE_TTL_MS = 10_000;
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
}

export class RenderedPageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The page, or undefined when it is not here or too old. */
  get(key: string): { page: PageBytes; status: 200 | 404 } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expires <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    // Most recently used last: the oldest entries go first when the cache is full.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page: page.page, status: page.status };
  }

  /** Keeps a page rendered with NONCE_PLACEHOLDER as its nonce. */
  set(key: string, page: PageBytes, status: 200 | 404): void {
    this.pages.delete(key);
    this.pages.set(key, { page, status, expires: this.now() + PAGE_TTL_MS });
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
