import { expect, test, type Locator, type Page } from './test';
import { text } from './auth-support';

/*
 * Issue 32, item 2: a tap on an episode of the list starts that episode playing, with no second press, whenever
 * the visitor taps: as soon as the list is painted (the app's code not there yet: the link is a plain link then) or
 * once the app runs. The tap is a raw touch through the browser's input pipeline, as a finger lands, not
 * Playwright's tap with its waits. A 390 px phone in French; film 1 has 48 episodes of 12 s (ids 1..48), the first
 * 10 free. Where the browser refuses sound (a new document), the episode plays muted and offers the sound.
 */

const LANG = 'fr';
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const listEntry = (page: Page, number: number) => page.getByRole('link', { name: text(LANG, 'film', 'picker.episode', { number }), exact: true });

/** A finger on the middle of `target` (scrolled to, as a visitor scrolls to it), through CDP's touch events. */
async function touch(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to touch');
  const cdp = await page.context().newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const media = (page: Page) =>
  page.locator('video.player__video').evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime, muted: video.muted }));

/** The episode's picture moves by itself (no press after the tap); muted only with the offer of sound. */
async function expectPlayingByItself(page: Page) {
  await expect.poll(async () => (await media(page)).time, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = await media(page);
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(first.time);
  const now = await media(page);
  expect(now.paused).toBe(false);
  if (now.muted) await expect(page.getByRole('button', { name: text(LANG, 'film', 'player.unmute') })).toBeVisible();
}

test('a tap on episode 2 of the list as soon as it is painted, before the app runs, plays episode 2', async ({ page }) => {
  // The app's entry script is held until the tap has landed: the tap meets the server's page alone.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`, { waitUntil: 'commit' });
  const second = listEntry(page, 2);
  await second.waitFor({ state: 'visible' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
  await touch(page, second);
  await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/2\\.html$`));
  release();
  await expectPlayingByItself(page);
});

test("a tap on episode 2 of the episode page's list once the app runs plays episode 2", async ({ page }) => {
  await page.goto(`/${LANG}/playlet/1/videos/1.html`);
  await expect(page.locator('video[data-player-attached]')).toBeAttached();
  expect((await media(page)).paused).toBe(true);
  // On a phone the episode fills the screen: back to the page, where the list is.
  await touch(page, page.locator('.watch__back'));
  const second = listEntry(page, 2);
  await second.waitFor({ state: 'visible' });
  await touch(page, second);
  await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/2\\.html$`));
  await expectPlayingByItself(page);
});

test('a film page fetches its Watch page ahead while the visitor reads it; a tap on episode 2 then plays episode 2', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  // Nothing touched yet: the first episode's answers and the player's code come ahead (usePrimaryActionWarmup).
  await expect.poll(() => asked.includes(`/${LANG}/playlet/1/videos/1.html/_payload.json`), { timeout: 10_000 }).toBe(true);
  expect(asked.some((path) => /\/assets\/episode-player\.view-[\w-]+\.js$/.test(path))).toBe(true);
  await touch(page, listEntry(page, 2));
  await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/2\\.html$`));
  await expectPlayingByItself(page);
});

test("a touch on a free episode asks for its file's first frame with the touch; the list names no locked episode's file", async ({ page }) => {
  // In the order the browser reports them: requests sent, and answers ended.
  const events: string[] = [];
  page.on('request', (request) => events.push(`sent ${new URL(request.url()).pathname} ${request.headers().range ?? ''}`.trim()));
  page.on('requestfinished', (request) => events.push(`ended ${new URL(request.url()).pathname}`));
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  const episodes = await page.evaluate(async () => (await (await fetch('/api/films/episodes?film_id=1')).json()).data);
  const secondFile = episodes.find((episode: { episode_num: number }) => episode.episode_num === 2).media_url as string;
  expect(secondFile).toMatch(/\.mp4$/);
  expect(episodes.find((episode: { episode_num: number }) => episode.episode_num === 11).media_url).toBeNull();
  events.length = 0;
  await touch(page, listEntry(page, 2));
  await expectPlayingByItself(page);
  // The head leaves before any answer about the episode came back: not after its permission and video answers.
  const head = events.indexOf(`sent ${secondFile} bytes=0-65535`);
  expect(head).toBeGreaterThanOrEqual(0);
  const permissionAnswered = events.findIndex((event) => event.startsWith('ended /api/films/play-permission/1'));
  expect(permissionAnswered === -1 || head < permissionAnswered).toBe(true);
});
