import { expect, test, type APIRequestContext } from './test';

/*
 * Issue 32 (b): a short link is answered with its page in place, not with a redirect (one round trip less on a phone
 * before anything of the page arrives); the page's first script puts the page's own address in the bar
 * (server/modules/sharing/short-link-in-place.ts, server/web/short-link-address.script.ts). A sharer's link is opened
 * by a friend on a German phone, and an attacker asks for it under another Host.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

async function episodePath(request: APIRequestContext, filmId: number, number: number, lang: string): Promise<string> {
  const answer = (await (await request.get(`/api/films/episodes?film_id=${filmId}`)).json()) as { data: Array<{ id: number; episode_num: number }> };
  return `/${lang}/playlet/${filmId}/videos/${answer.data.find((e) => e.episode_num === number)!.id}.html`;
}

test('a short link opens its episode in one answer, at the episode address, and plays on one tap', async ({ browser, request, baseURL }) => {
  const episode = await episodePath(request, 1, 2, 'de');
  const shared = `${baseURL}${episode}?src_fingerprint=0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a`;
  const shortened = (await (await request.post('/api/short-url', { form: { original_url: shared } })).json()) as { code: number; data: string };
  expect(shortened.code).toBe(0);
  const link = new URL(shortened.data);
  expect(link.pathname).toMatch(/^\/s\/[A-Za-z0-9]{7}$/);
  const address = link.pathname;

  const friend = await browser.newContext(phone);
  const page = await friend.newPage();
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(new URL(r.url()).pathname);
  });
  const answer = await page.goto(address);
  expect(answer!.status()).toBe(200);
  expect(answer!.request().redirectedFrom()).toBeNull();
  expect(documents).toEqual([address]);
  // The bar shows the episode's own address (with the sharer's id), in one history entry: the new tab's blank page
  // and this one.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${episode}${new URL(shared).search}`);
  expect(await page.evaluate(() => history.length)).toBe(2);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  expect(new URL(page.url()).pathname).toBe(episode);

  // One tap on Play plays it.
  await page.locator('.player__big-play').tap();
  const video = page.locator('video.player__video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);

  // A reload asks for the episode's own address, which answers the same page.
  documents.length = 0;
  await page.reload();
  expect(documents).toEqual([episode]);
  expect(new URL(page.url()).pathname).toBe(episode);
  await expect(page.locator('video.player__video')).toBeAttached();
  await friend.close();

  // Under a Host that is not the link's, the link is not answered in place: a redirect to the configured origin.
  const spoofed = await request.get(address, { headers: { host: 'evil.example' }, maxRedirects: 0 });
  expect(spoofed.status()).toBe(302);
  expect(spoofed.headers()['location']).toBe(shared);
});
