import { expect, test } from './test';

/*
 * Issue 32, item 2: a tap on a drama card paints the film's title without waiting for the film page's code on the
 * network. Once the app has taken over the landing page, that code is fetched into the HTTP cache ahead of any touch
 * (prefetch links, background-work.ts), not run; the tap's own preload and the screen's import then find it at hand.
 * A 390 px phone in German, landing on the rankings page (whose own code is not the film page's).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

test("a landing page fetches the film page's code ahead, not run, and a tap on a drama then opens it from the cache", async ({ page }) => {
  const fetched: Array<{ path: string; purpose: string | undefined }> = [];
  const isFilmChunk = (url: string) => /^\/assets\/film-[\w-]+\.js$/.test(new URL(url).pathname);
  page.on('request', (request) => {
    if (isFilmChunk(request.url()))
      fetched.push({ path: new URL(request.url()).pathname, purpose: request.headers()['sec-purpose'] ?? request.headers().purpose });
  });
  // A person taps a while after the page came up; on a busy machine the fetch ahead can still be under way a moment
  // after it was sent, and a tap then would fetch the chunk again. The tap below waits for it to have arrived.
  let arrived = 0;
  page.on('requestfinished', (request) => {
    if (isFilmChunk(request.url())) arrived += 1;
  });
  await page.goto('/de/ranking-page.html');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await expect.poll(() => fetched.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(fetched[0]!.purpose).toMatch(/prefetch/);
  await expect.poll(() => arrived, { timeout: 15_000 }).toBeGreaterThan(0);
  // Fetched, not run: the film page's module is not in the page until a tap asks for it.
  const preloaded = () => page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  expect((await preloaded()).filter((href) => href?.startsWith('/assets/film-'))).toEqual([]);

  // The tap: the film page's chunk comes from the HTTP cache (or from the service worker, once it has it).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const filmChunkAnswers: Array<{ fromCache: boolean }> = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    if (/\/assets\/film-[\w-]+\.js$/.test(new URL(response.url).pathname))
      filmChunkAnswers.push({ fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) });
  });
  await page.locator('main a[href*="/short-play/episodes/"]').first().tap();
  await expect(page).toHaveURL(/\/de\/short-play\/episodes\/[\w-]+\/\d+\.html$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main h1')).not.toBeEmpty();
  expect(filmChunkAnswers.filter((answer) => !answer.fromCache)).toEqual([]);
});
