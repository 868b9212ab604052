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
  // The file leaves before any answer about the episode came back: not after its permission and video answers. On a
  // phone the tap's own `<video>` asks for it (tapped-start.ts), so no separate head is fetched beside it.
  const head = events.findIndex((event) => event.startsWith(`sent ${secondFile}`));
  expect(head).toBeGreaterThanOrEqual(0);
  expect(events.filter((event) => event === `sent ${secondFile} bytes=0-65535`)).toEqual([]);
  const permissionAnswered = events.findIndex((event) => event.startsWith('ended /api/films/play-permission/1'));
  expect(permissionAnswered === -1 || head < permissionAnswered).toBe(true);
});

test("on a phone a tapped episode plays full screen within the tap, and its page's player takes that same picture over, playing on", async ({ page }) => {
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  // What the tap put on screen, seen as it appears: where the address was then, and whether it was already playing.
  await page.evaluate(() => {
    const seen = window as unknown as { tapped?: { video: HTMLVideoElement; path: string; playing: boolean; times: number[] } };
    new MutationObserver(() => {
      const video = document.querySelector<HTMLVideoElement>('.tap-stage video');
      if (!video || seen.tapped) return;
      seen.tapped = { video, path: location.pathname, playing: !video.paused, times: [] };
      video.addEventListener('timeupdate', () => seen.tapped!.times.push(video.currentTime));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await touch(page, listEntry(page, 2));
  await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/2\\.html$`));
  await expect(page.locator('.tap-stage')).toHaveCount(0);
  await expectPlayingByItself(page);
  // A few of its time updates (every ~250 ms while it plays), to see that it never went back to its start.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tapped?: { times: number[] } }).tapped?.times.length ?? 0), { timeout: 10_000 })
    .toBeGreaterThan(2);
  const journey = await page.evaluate(() => {
    const { tapped } = window as unknown as { tapped?: { video: HTMLVideoElement; path: string; playing: boolean; times: number[] } };
    const player = document.querySelector('.watch__stage video.player__video');
    return {
      started: tapped ? { path: tapped.path, playing: tapped.playing } : null,
      samePicture: !!tapped && player === tapped.video,
      inPlayer: !!tapped?.video.closest('.player'),
      times: tapped?.times ?? [],
      src: tapped?.video.currentSrc ?? '',
    };
  });
  // Started inside the tap, over the film page, before the address moved.
  expect(journey.started).toEqual({ path: `/${LANG}/short-play/episodes/romance/1.html`, playing: true });
  // The page's player plays that very element: never a second `<video>` starting the episode again from its start.
  expect(journey.samePicture).toBe(true);
  expect(journey.inPlayer).toBe(true);
  expect(journey.src).toMatch(/\.mp4(#t=[\d.]+)?$/);
  expect(journey.times).toEqual([...journey.times].sort((a, b) => a - b));
  // The player's controls work on it: a tap on the picture pauses it.
  await page.locator('.watch__stage video.player__video').click();
  await expect.poll(async () => (await media(page)).paused).toBe(true);
});

test('on a phone a tap on a locked episode starts no file: its lock panel shows, with nothing over it', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => request.url().endsWith('.mp4') && files.push(request.url()));
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  files.length = 0;
  await touch(page, page.getByRole('link', { name: text(LANG, 'film', 'picker.episodeLocked', { number: 11 }), exact: true }));
  await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/11\\.html$`));
  await expect(page.locator('.locked')).toBeVisible();
  await expect(page.locator('.tap-stage')).toHaveCount(0);
  expect(files).toEqual([]);
});

test('on a phone "Continue episode 2" starts it within the tap where the visitor stopped, and its page plays on from there', async ({ page }) => {
  // The visitor watched episode 2 up to 7 s and paused (the position and the watch history are kept on the device).
  await page.goto(`/${LANG}/playlet/1/videos/2.html`);
  await expect(page.locator('video[data-player-attached]')).toBeAttached();
  await page.locator('video.player__video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    video.currentTime = 7;
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    video.pause();
  });
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  const resume = page.getByRole('link', { name: text(LANG, 'film', 'watching.continueEpisode', { number: 2 }) });
  await touch(page, resume);
  await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/2\\.html$`));
  await expectPlayingByItself(page);
  const played = await page
    .locator('.watch__stage video.player__video')
    .evaluate((video: HTMLVideoElement) => ({ src: video.currentSrc, time: video.currentTime }));
  expect(played.src).toMatch(/\.mp4#t=7$/);
  expect(played.time).toBeGreaterThan(7);
});
