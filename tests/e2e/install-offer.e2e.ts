import { expect, test, type Page } from './test';

/*
 * The offer to install the site as an app (issue 35, item 1): once the browser says the site can be installed
 * (beforeinstallprompt, simulated here: Chromium never fires it in a test's private context), the site offers it on
 * a second visit or after an episode finished, never over the player or the privacy choices, and remembers the
 * answer. On a phone, in Russian.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use(phone);

/** Fires the browser's install prompt as Chromium would, recording whether the site showed its dialog. */
async function browserOffersInstalling(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
    event.prompt = async () => void ((window as unknown as { installDialogShown: boolean }).installDialogShown = true);
    event.userChoice = Promise.resolve({ outcome: answer });
    window.dispatchEvent(event);
  }, outcome);
}

const offer = (page: Page) => page.getByRole('complementary', { name: 'Установить приложение' });

/** A visitor who came once before (another tab session). */
async function secondVisit(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('install-offer')) localStorage.setItem('install-offer', JSON.stringify({ answered: false, visits: 1, episodeFinished: false }));
  });
}

test('nothing on a first visit, the offer on a second one; “not now” is remembered', async ({ page, context }) => {
  await page.goto('/ru/');
  await browserOffersInstalling(page);
  await page.waitForTimeout(1500);
  await expect(offer(page)).toHaveCount(0);

  const again = await context.newPage();
  await again.goto('/ru/');
  await browserOffersInstalling(again);
  await expect(offer(again)).toBeVisible();
  await offer(again).getByRole('button', { name: 'Не сейчас' }).tap();
  await expect(offer(again)).toHaveCount(0);

  const third = await context.newPage();
  await third.goto('/ru/ranking-page.html');
  await browserOffersInstalling(third);
  await third.waitForTimeout(1500);
  await expect(offer(third)).toHaveCount(0);
});

test('never over the player: it waits for a page without one, and Install opens the browser’s dialog', async ({ page }) => {
  await secondVisit(page);
  await page.goto('/ru/playlet/1/videos/1.html');
  await browserOffersInstalling(page);
  await page.waitForTimeout(1500);
  await expect(offer(page)).toHaveCount(0);
  await page.goBack().catch(() => undefined);
  await page.goto('/ru/ranking-page.html');
  await browserOffersInstalling(page);
  await expect(offer(page)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Установить' }).tap();
  await expect.poll(() => page.evaluate(() => (window as unknown as { installDialogShown?: boolean }).installDialogShown === true)).toBe(true);
  await expect(offer(page)).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('install-offer'))) ?? '{}')).toMatchObject({ answered: true });
});

test('after an episode played to its end, the next page offers it, even on a first visit', async ({ page }) => {
  await page.goto('/ru/playlet/1/videos/1.html');
  await browserOffersInstalling(page);
  await page.locator('.player__big-play').tap();
  const video = page.locator('video.player__video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement) => (element.currentTime = Math.max(0, element.duration - 0.3)));
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('install-offer') ?? '{}').episodeFinished)).toBe(true);
  await expect(offer(page)).toHaveCount(0);
  // In the app, away from the player: the browser's prompt kept since the landing.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/ru/ranking-page.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('video.player__video')).toHaveCount(0);
  await expect(offer(page)).toBeVisible();
});
