import { readFileSync } from 'node:fs';
import type { Page } from './test';

/** The reload message's texts in German, as a visitor of /de/ pages reads them. */
export const loadFailureTexts = (
  JSON.parse(readFileSync('locales/de/browse.json', 'utf8')) as { loadFailure: { title: string; message: string; reload: string } }
).loadFailure;

/** A chunk whose every download is cut; `requests()` says how often the page asked for it, `restore()` lets it through. */
export interface CutChunk {
  requests(): number;
  restore(): Promise<void>;
}

/**
 * Cuts every download of the chunks whose path matches `pattern`, as a connection dropped mid-way would: the app's
 * retries too, which ask for the file with a `?retry=N` query (build/retryable-imports.ts).
 */
export async function cutChunk(page: Page, pattern: RegExp): Promise<CutChunk> {
  let requests = 0;
  const matches = (url: URL) => pattern.test(url.pathname);
  await page.route(matches, (route) => {
    requests += 1;
    return route.abort('connectionreset');
  });
  return { requests: () => requests, restore: () => page.unroute(matches) };
}
