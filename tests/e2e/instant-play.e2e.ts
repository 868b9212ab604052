import { expect, test, type Page } from '@playwright/test';

/*
 * Instant play (issue 19), as an order of events rather than timings: the media request of a free episode starts
 * while the app's scripts are still loading; the `<video>` the server sent is the very node that plays once the
 * app has taken over; and a tap on Play before the app is ready is not lost, nor a tap on another button (the page's
 * early-clicks script, server/web/early-clicks.script.ts). Film 1's first 10 episodes are free.
 */

const EPISODE = '/playlet/1/videos/1.html';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
const desktop = { viewport: { width: 1440, height: 900 } } as const;

interface Marked {
  __serverVideo: HTMLVideoElement;
}

/** Holds back the entry script (index.html's only `<script src>`) until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Marks the server's `<video>` before any of the app's code ran; the seeded episodes last 12 s, so it loops to outlast a slow start. */
async function markServerVideo(page: Page) {
  await page.waitForSelector('video.player__video', { state: 'attached' });
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    // React does not render `loop`: hydration neither sees nor changes it.
    video.loop = true;
    (window as unknown as Marked).__serverVideo = video;
  });
}

/** The marked node is still the page's video, connected, and moving. */
async function expectServerVideoPlaying(page: Page) {
  const state = () =>
    page.evaluate(() => {
      const video = (window as unknown as Marked).__serverVideo;
      return { connected: video.isConnected, same: document.querySelector('video') === video, paused: video.paused, time: video.currentTime };
    });
  const first = await state();
  expect(first).toMatchObject({ connected: true, same: true, paused: false });
  await expect.poll(async () => (await state()).time).toBeGreaterThan(first.time);
  expect(await state()).toMatchObject({ connected: true, same: true, paused: false });
}

/** The app has taken over the page and the player listens to its video. */
async function appReady(page: Page) {
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.waitForSelector('video[data-player-attached]', { state: 'attached' });
}

test("on a cold load the media request starts before the app's last script has loaded", async ({ page }) => {
  const events: Array<{ kind: 'request' | 'finished'; url: string }> = [];
  page.on('request', (request) => events.push({ kind: 'request', url: request.url() }));
  page.on('requestfinished', (request) => events.push({ kind: 'finished', url: request.url() }));
  await page.goto(EPISODE, { waitUntil: 'commit' });
  await appReady(page);
  await page.waitForLoadState('networkidle');
  const media = await page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.src);
  expect(media).toMatch(/\/media\/.+\.mp4$/);
  const mediaRequested = events.findIndex((event) => event.kind === 'request' && event.url === media);
  const scriptsFinished = events.flatMap((event, index) => (event.kind === 'finished' && /\.js(\?|$)/.test(new URL(event.url).pathname) ? [index] : []));
  expect(mediaRequested, 'the media was requested').toBeGreaterThanOrEqual(0);
  expect(scriptsFinished.length, 'the app loaded scripts').toBeGreaterThan(0);
  const lastScript = events[scriptsFinished.at(-1)!]!.url;
  expect(mediaRequested, `media requested before ${lastScript} finished`).toBeLessThan(scriptsFinished.at(-1)!);
  // The page asks for the app's code only once the video's first frame is in (server/web/app-code.script.ts).
  const firstScript = events.findIndex((event) => event.kind === 'request' && /\.js$/.test(new URL(event.url).pathname));
  expect(mediaRequested, `media requested before ${events[firstScript]?.url}`).toBeLessThan(firstScript);
});

test('the episode buffers from its arrival in the page, except for a visitor who saves data', async ({ browser }) => {
  /** The server's `<video>` as the parser left it, before any of the app's code ran; `saveData`: what the browser says. */
  const preloadOnArrival = async (connection: { saveData: boolean; effectiveType: string }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((hints) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => hints, configurable: true }), connection);
    await holdEntryScript(page);
    await page.goto(EPISODE, { waitUntil: 'commit' });
    await page.waitForSelector('video.player__video', { state: 'attached' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const state = await page.evaluate(() => ({
      preload: document.querySelector('video')!.preload,
      app: document.documentElement.hasAttribute('data-app-ready'),
    }));
    await context.close();
    return state;
  };
  expect(await preloadOnArrival({ saveData: false, effectiveType: '4g' })).toEqual({ preload: 'auto', app: false });
  expect(await preloadOnArrival({ saveData: true, effectiveType: '4g' })).toEqual({ preload: 'metadata', app: false });
  expect(await preloadOnArrival({ saveData: false, effectiveType: '2g' })).toEqual({ preload: 'metadata', app: false });
});

test('the <video> the server sent is the node that plays once the app has taken over', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(EPISODE, { waitUntil: 'commit' });
  await markServerVideo(page);
  release();
  await appReady(page);
  await page.locator('.player__big-play').click();
  await expectServerVideoPlaying(page);
});

for (const [name, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test('a tap on Play before the app is ready ends in playback, kept and shown by the app', async ({ page }) => {
      // The app learns that the video plays: it fetches the next episode's first bytes ahead (a bounded Range request).
      const fetchedAhead = page.waitForRequest((request) => /^bytes=0-\d+$/.test(request.headers().range ?? ''), { timeout: 30_000 });
      const release = await holdEntryScript(page);
      await page.goto(EPISODE, { waitUntil: 'commit' });
      await markServerVideo(page);
      const play = page.locator('.player__big-play');
      if (name === 'phone') await play.tap();
      else await play.click();
      // Playing already, with none of the app's code run.
      await expect.poll(() => page.evaluate(() => !(window as unknown as Marked).__serverVideo.paused)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      // The big Play still shows until the app takes over: a second tap on it (a double tap) leaves it playing.
      if (name === 'phone') await play.tap();
      else await play.click();
      expect(await page.evaluate(() => (window as unknown as Marked).__serverVideo.paused)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      release();
      await appReady(page);
      await expectServerVideoPlaying(page);
      // The player's controls tell the truth: it is playing.
      await expect(page.locator('.player__big-play')).toHaveCount(0);
      await expect(page.locator('.player__button--main')).toHaveAttribute('aria-label', 'Pause');
      await fetchedAhead;
    });
  });
}

test('a tap on another button before the app is ready is kept and replayed once the app has taken over', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(EPISODE, { waitUntil: 'commit' });
  const mute = page.getByRole('button', { name: 'Mute' });
  await mute.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  release();
  await appReady(page);
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
});
