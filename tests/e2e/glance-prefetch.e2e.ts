import { expect, test, type Page } from './test';

/*
 * Issue 32 (f): the drama cards a visitor sees on arrival have their page's data (one small _payload.json each) fetched
 * while the visitor looks, before any scroll or touch, so that a tap on one of them paints its page without a round
 * trip; the code of their page is not run for a glance (use-viewport-prefetch.hook.ts, prefetch.policy.ts). A visitor
 * who saves data gets nothing ahead. Two visitors on German phones.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

/** The page payloads the page asks for, with the time each was asked. */
function watchPayloads(page: Page): Array<{ path: string; at: number }> {
  const asked: Array<{ path: string; at: number }> = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/_payload.json')) asked.push({ path: path.replace(/\/_payload\.json$/, ''), at: Date.now() });
  });
  return asked;
}

test("a drama card seen on arrival has its data at hand when tapped, and a data saver's cards fetch nothing ahead", async ({ browser }) => {
  const visitor = await browser.newContext(phone);
  const page = await visitor.newPage();
  const asked = watchPayloads(page);
  await page.goto('/de/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  const card = page.locator('main a.poster-card__link[href*="/short-play/episodes/"]').first();
  const href = (await card.getAttribute('href'))!;
  // No scroll, no touch: the first card's data comes while the visitor looks, within the on-screen share (4).
  await expect.poll(() => asked.map((a) => a.path), { timeout: 20_000 }).toContain(href);
  expect(asked.length).toBeLessThanOrEqual(4);
  // Not the film page's code run: no modulepreload of it before any intent.
  const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')));
  expect(preloaded.filter((h) => h?.startsWith('/assets/film-'))).toEqual([]);

  const tappedAt = Date.now();
  await card.tap();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('main h1')).not.toBeEmpty();
  expect(asked.filter((a) => a.path === href && a.at >= tappedAt)).toEqual([]);
  await visitor.close();

  // A visitor whose browser asks to save data: nothing is fetched ahead, and the tap fetches the page's data itself.
  const saver = await browser.newContext(phone);
  await saver.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }),
  );
  const saverPage = await saver.newPage();
  const saverAsked = watchPayloads(saverPage);
  await saverPage.goto('/de/');
  await saverPage.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await saverPage.waitForTimeout(4_000);
  expect(saverAsked).toEqual([]);
  const saverCard = saverPage.locator('main a.poster-card__link[href*="/short-play/episodes/"]').first();
  const saverHref = (await saverCard.getAttribute('href'))!;
  await saverCard.tap();
  await expect(saverPage.locator('main h1')).not.toBeEmpty();
  await expect.poll(() => saverAsked.map((a) => a.path)).toEqual([saverHref]);
  await saver.close();
});
