import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';

/** A text of `locales/<lang>/site.json` by dotted key (the offline note and screen). */
export function siteText(lang: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', lang, 'site.json'), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${lang}/site:${key}`);
  return node;
}

const statedOffline = new WeakMap<Page, CDPSession[]>();
/** What Playwright's setOffline sends: offline or not, no throttling. */
const network = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

/**
 * Says again, on the page's current document, that the network is gone. Chromium 150 starts a document that the
 * service worker answered after `context.setOffline(true)` with `navigator.onLine` true (Playwright's emulation
 * reached the page's earlier session only), where a device without its network has it false: said on a session of
 * the new document, the page gets its `offline` event. `backOnline` lifts it again.
 */
export async function offlineHere(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  statedOffline.set(page, [...(statedOffline.get(page) ?? []), session]);
  await session.send('Network.emulateNetworkConditions', network(true));
}

/** The network back: the context's emulation and every one `offlineHere` stated on the page. */
export async function backOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  for (const session of statedOffline.get(page) ?? []) {
    await session.send('Network.emulateNetworkConditions', network(false)).catch(() => undefined);
    await session.detach().catch(() => undefined);
  }
  statedOffline.delete(page);
}
