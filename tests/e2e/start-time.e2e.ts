import { expect, test, type Page } from './test';

/*
 * Issue 33, item 4: a link to a moment of an episode (`?t=`, what a transcript line and a shared moment use)
 * starts the player at that second, before any remembered position. Film 1 has 48 episodes of 12 s (ids 1..48),
 * the first 10 free.
 */

const video = (page: Page) => page.locator('video.player__video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test.describe('a link to a moment', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('starts the episode at that second, ahead of where the visitor stopped, in ru', async ({ page }) => {
    await page.goto('/ru/playlet/1/videos/3.html');
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    // The visitor stops 2 s in: the player remembers that position for this episode.
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 2;
      element.dispatchEvent(new Event('pause'));
    });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('playback-positions') ?? '')).toContain('2');

    await page.goto('/ru/playlet/1/videos/3.html?t=7');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(7);
    await video(page).evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => currentTime(page)).toBeGreaterThan(7);

    // A clock time (m:ss) works too.
    await page.goto('/ru/playlet/1/videos/4.html?t=0:05');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(5);
  });
});
