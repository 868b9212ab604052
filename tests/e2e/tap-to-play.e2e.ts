import { expect, test, type Page } from './test';
import { text } from './auth-support';

/*
 * Issue 29, item 4: a tap on "Watch episode 1" or on an episode of the list is the visitor's gesture, and the
 * episode starts playing from it: no paused player waiting for a second tap. On a 390 px phone and a desktop, in
 * Portuguese. Film 1 has 48 episodes of 12 s (ids 1..48), the first 10 free.
 */

const LANG = 'pt';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
const desktop = { viewport: { width: 1440, height: 900 } } as const;

const media = (page: Page) =>
  page
    .locator('video.player__video')
    .evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime, muted: video.muted, src: video.src }));

/** The picture moves by itself: its time goes past 0 and on, not paused, with sound (the browser allows it here). */
async function expectPlayingByItself(page: Page) {
  await expect.poll(async () => (await media(page)).time, { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await media(page);
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(first.time);
  expect(await media(page)).toMatchObject({ paused: false, muted: false });
}

for (const [name, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`one tap plays on a ${name}`, () => {
    test.use(device);
    const touch = name === 'phone';
    const press = (locator: ReturnType<Page['locator']>) => (touch ? locator.tap() : locator.click());

    test('"Watch episode 1" on the film page starts episode 1 playing', async ({ page }) => {
      await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
      await press(page.getByRole('link', { name: text(LANG, 'film', 'summary.watchFirst') }));
      await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/1\\.html$`));
      await expectPlayingByItself(page);
    });

    test("an episode of the film page's list starts that episode playing", async ({ page }) => {
      await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
      await press(page.getByRole('link', { name: text(LANG, 'film', 'picker.episode', { number: 2 }), exact: true }));
      await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/2\\.html$`));
      await expectPlayingByItself(page);
    });

    test("an episode of the player page's list starts that episode playing", async ({ page }) => {
      await page.goto(`/${LANG}/playlet/1/videos/1.html`);
      await expect(page.locator('video[data-player-attached]')).toBeAttached();
      // Nothing played yet on this page: the tap on the list is the first gesture.
      expect((await media(page)).paused).toBe(true);
      // On a phone the episode fills the screen: back to the page, where the list is.
      if (touch) await page.locator('.watch__back').tap();
      await press(page.getByRole('link', { name: text(LANG, 'film', 'picker.episode', { number: 4 }), exact: true }));
      await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/4\\.html$`));
      expect(new URL((await media(page)).src).pathname).toMatch(/\.mp4$/);
      await expectPlayingByItself(page);
    });
  });
}
