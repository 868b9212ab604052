import { expect, test, type Page } from './test';

/*
 * The "For you" feed (issue 34) against the real server and its seeded catalog (200 dramas in every language): a
 * phone visitor in Portuguese taps the first item, swipes from drama to drama, leaves with Back, and goes on in the
 * episode page; a visitor's romance history shows in the "Why this?" lines; the keyboard does all of it too.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

const current = (page: Page) => page.locator('video.feed__video');
const filmOnScreen = async (page: Page) => Number(await current(page).getAttribute('data-film-id'));

/** Resolves once the drama on screen is moving: playing, its time advancing. */
async function expectMoving(page: Page) {
  await expect.poll(() => current(page).evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0.2), { timeout: 15_000 }).toBe(true);
}

/** Swipes up through the browser's touch pipeline, as a visitor going on to the next drama. */
async function swipeUp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 500 }] });
  for (let step = 1; step <= 5; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y: 500 - step * 50 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The "Why this?" lines of the first `count` items (the list beside the player holds every item's line). */
async function reasons(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => page.locator('.feed__list-item small').count()).toBeGreaterThanOrEqual(count);
  return (await page.locator('.feed__list-item small').allTextContents()).slice(0, count);
}

test.describe('the For you feed on a phone', () => {
  test.use(phone);

  test('plays on a tap, swipes through five dramas that each play, Back leaves it, Watch the series goes on in the episode page', async ({ page }) => {
    await page.goto('/pt');
    await page.locator('.bottom-nav').getByRole('link', { name: 'Para você' }).click();
    await expect(page).toHaveURL(/\/pt\/feed\.html$/);
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    await expectMoving(page);
    const seen = [await filmOnScreen(page)];
    for (let swipe = 0; swipe < 5; swipe += 1) {
      await swipeUp(page);
      await expect.poll(() => filmOnScreen(page)).not.toBe(seen[seen.length - 1]);
      seen.push(await filmOnScreen(page));
      await expectMoving(page);
    }
    expect(new Set(seen).size).toBe(6);
    // The items never entered the history: one Back returns to the page before the feed.
    await page.goBack();
    await expect(page).toHaveURL(/\/pt$/);

    await page.goForward();
    await expect(page).toHaveURL(/\/pt\/feed\.html$/);
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    await expectMoving(page);
    await expect.poll(() => current(page).evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(2);
    const filmId = await filmOnScreen(page);
    await page.getByRole('button', { name: 'Pausar' }).click();
    const stoppedAt = await current(page).evaluate((video: HTMLVideoElement) => video.currentTime);
    const watch = page.getByRole('link', { name: 'Assistir à série' });
    const href = await watch.getAttribute('href');
    await watch.click();
    await expect(page).toHaveURL(new RegExp(`/pt/playlet/${filmId}/videos/\\d+\\.html$`));
    expect(new URL(page.url()).pathname).toBe(href);
    // The episode page resumes the same episode where the feed stopped.
    const episodeVideo = page.locator('video.player__video');
    await expect
      .poll(() => episodeVideo.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(Math.floor(stoppedAt) - 1);
  });

  test('a visitor who watched three romance episodes gets romance among the first five; without history, what is popular in Portuguese', async ({
    page,
    request,
  }) => {
    // Plays in Portuguese this week make a drama popular in Portuguese.
    const popular = (await (await request.get('/api/films/feed?limit=1', { headers: { 'Accept-Language': 'pt' } })).json()).data.items[0].film.id as number;
    for (const episode of [1, 2, 3]) await request.post(`/api/films/play/${popular}`, { data: { episode_num: episode }, headers: { 'Accept-Language': 'pt' } });
    await page.goto('/pt/feed.html');
    const fresh = await reasons(page, 5);
    expect(fresh[0]).toBe('Popular em português esta semana');
    expect(await filmOnScreen(page)).toBe(popular);

    await page.evaluate(() =>
      localStorage.setItem(
        'watch-history',
        JSON.stringify([
          {
            filmId: 1,
            filmTitle: 'x',
            posterUrl: '/p.svg',
            episodeNumber: 3,
            videoId: 3,
            episodeCount: 48,
            positionSeconds: 5,
            watchedAt: 1,
            categories: ['romance'],
          },
        ]),
      ),
    );
    await page.reload();
    await expect.poll(async () => (await reasons(page, 5)).filter((line) => line === 'Porque você assistiu Romance').length).toBeGreaterThanOrEqual(1);
  });

  test('no drama repeats in 50 steps of the Next button', async ({ page }) => {
    await page.goto('/pt/feed.html');
    const next = page.getByRole('button', { name: 'Próximo drama' });
    const seen = [await filmOnScreen(page)];
    for (let step = 0; step < 50; step += 1) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect.poll(() => filmOnScreen(page)).not.toBe(seen[seen.length - 1]);
      seen.push(await filmOnScreen(page));
    }
    expect(new Set(seen).size).toBe(51);
  });
});

test('keyboard only: next and previous drama, play and pause, Watch the series', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pt/feed.html');
  const first = await filmOnScreen(page);
  await page.keyboard.press('j');
  await expect.poll(() => filmOnScreen(page)).not.toBe(first);
  const second = await filmOnScreen(page);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => filmOnScreen(page)).not.toBe(second);
  await page.keyboard.press('k');
  await expect.poll(() => filmOnScreen(page)).toBe(second);
  // A move by key starts the drama it lands on; Space pauses and plays it.
  await expectMoving(page);
  await page.keyboard.press(' ');
  await expect.poll(() => current(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await page.keyboard.press(' ');
  await expectMoving(page);
  // Tab reaches Watch the series; Enter follows it.
  const watch = page.getByRole('link', { name: 'Assistir à série' });
  for (let tab = 0; tab < 20 && !(await watch.evaluate((link) => link === document.activeElement)); tab += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pt/playlet/${second}/videos/\\d+\\.html$`));
});
