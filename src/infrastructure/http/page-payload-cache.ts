import { pagePayloadPath, preloadKey, type PreloadedResponses } from '../../../contract/preloaded-responses';
import type { PagePayloads } from '../../application/shared/page-payloads.port';

/** Fetches a payload URL's answers; null when it failed or is not a payload (the page then fetches by itself). */
export type PayloadLoader = (payloadUrl: string) => Promise<PreloadedResponses | null>;

interface Entry {
  readonly fetchedAt: number;
  readonly answers: Promise<PreloadedResponses | null>;
}

/** A prefetched payload is used for a navigation within this time; older ones are fetched again. */
export const PAYLOAD_FRESH_MS = 30_000;
/** The payload of the page entered answers the calls made this soon after entering it (its first render). */
export const PAYLOAD_ENTRY_WINDOW_MS = 10_000;
const MAX_ENTRIES = 12;

/**
 * Payloads by page, prefetched on intent or fetched when the visitor navigates, and handed to the HTTP adapter.
 * Each answer is taken once, like the HTML's preloaded answers. A signed-in member's calls whose answers depend on
 * who asks (auth 'optional') never use them: payloads are anonymous.
 */
export class PagePayloadCache implements PagePayloads {
  private readonly entries = new Map<string, Entry>();
  private current: { entry: Entry; until: number } | null = null;

  constructor(
    private readonly load: PayloadLoader,
    private readonly now: () => number = Date.now,
  ) {}

  prefetch(pagePath: string): void {
    this.entryOf(pagePath);
  }

  enter(pagePath: string): void {
    const entry = this.entryOf(pagePath);
    this.current = entry ? { entry, until: this.now() + PAYLOAD_ENTRY_WINDOW_MS } : null;
  }

  /** The answer for a GET of the page entered last, waiting for its payload if it is on its way. */
  async take(path: string, query: Readonly<Record<string, string>>, personal: boolean): Promise<unknown> {
    const current = this.current;
    if (personal || current === null || this.now() > current.until) return undefined;
    const answers = await current.entry.answers;
    const key = preloadKey(path, query);
    if (!answers || !(key in answers)) return undefined;
    const answer = answers[key];
    delete answers[key];
    return answer;
  }

  private entryOf(pagePath: string): Entry | null {
    const url = pagePayloadPath(pagePath);
    if (url === null) return null;
    const known = this.entries.get(url);
    if (known && this.now() - known.fetchedAt < PAYLOAD_FRESH_MS) return known;
    const entry: Entry = { fetchedAt: this.now(), answers: this.load(url).catch(() => null) };
    this.entries.delete(url);
    this.entries.set(url, entry);
    // The oldest go first: a visitor hovering over a long list must not keep every payload.
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
