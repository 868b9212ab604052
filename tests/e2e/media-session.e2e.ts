import { expect, test, type Page } from './test';

/*
 * The lock screen's controls (issue 35, item 3), on a phone in Russian, against the seeded server: film 1 has 48
 * episodes, the first 10 free. While an episode plays, the Media Session names it in the page's language, and its
 * next-track action goes on to the next episode, or to the lock panel of a locked one. The browser's own controls
 * cannot be pressed from a test: the handlers the page registers are captured by wrapping setActionHandler, and
 * called as the system would call them.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use(phone);

type Captured = Record<string, ((details: { action: string }) => void) | null>;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const captured: Captured = {};
    (window as unknown as { sessionHandlers: Captured }).sessionHandlers = captured;
    const session = navigator.mediaSession;
    const register = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      captured[action] = handler as Captured[string];
      register(action, handler);
    };
  });
});

const video = (page: Page) => page.locator('video.player__video');
const metadata = (page: Page) =>
  page.evaluate(() => {
    const current = navigator.mediaSession.metadata;
    return current ? { title: current.title, artist: current.artist, album: current.album, artwork: current.artwork.map((art) => art.src) } : null;
  });
const offered = (page: Page, action: string) =>
  page.evaluate((name) => typeof (window as unknown as { sessionHandlers: Captured }).sessionHandlers[name] === 'function', action);
const press = (page: Page, action: string) =>
  page.evaluate((name) => (window as unknown as { sessionHandlers: Captured }).sessionHandlers[name]?.({ action: name }), action);

async function playFromTheBigButton(page: Page) {
  await page.locator('.player__big-play').tap();
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
}

/** The title the page shows for its episode ("Серия 2: …"), without the number. */
async function shownTitle(page: Page, number: number): Promise<string> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Серия ${number}: `);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return heading.slice(heading.indexOf(': ') + 2).trim();
}

test('names the playing episode in the page language, and next track goes on to the next episode', async ({ page }) => {
  await page.goto('/ru/playlet/1/videos/1.html');
  await playFromTheBigButton(page);
  const title = await shownTitle(page, 1);
  await expect.poll(() => metadata(page)).toMatchObject({ title, artist: expect.stringContaining('Серия 1') });
  const first = (await metadata(page))!;
  expect(first.album.length).toBeGreaterThan(0);
  expect(first.artist).toBe(`${first.album} · Серия 1`);
  expect(first.artwork).toHaveLength(1);
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
  // The first episode has no previous one: its button is not offered.
  expect(await offered(page, 'previoustrack')).toBe(false);
  for (const action of ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'nexttrack']) expect(await offered(page, action), action).toBe(true);

  // Pause and play from the system's controls.
  await press(page, 'pause');
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
  await press(page, 'play');
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  await press(page, 'nexttrack');
  await expect(page).toHaveURL(/\/ru\/playlet\/1\/videos\/2\.html$/);
  const second = await shownTitle(page, 2);
  await expect.poll(() => metadata(page)).toMatchObject({ title: second, artist: `${first.album} · Серия 2` });
  expect(await offered(page, 'previoustrack')).toBe(true);
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);

  await press(page, 'previoustrack');
  await expect(page).toHaveURL(/\/ru\/playlet\/1\/videos\/1\.html$/);
  await expect.poll(() => metadata(page)).toMatchObject({ title });
});

test('next track on the last free episode shows the lock panel, and the controls are cleared', async ({ page }) => {
  await page.goto('/ru/playlet/1/videos/10.html');
  await playFromTheBigButton(page);
  await expect.poll(() => offered(page, 'nexttrack')).toBe(true);
  await press(page, 'nexttrack');
  await expect(page).toHaveURL(/\/ru\/playlet\/1\/videos\/11\.html$/);
  await expect(page.getByRole('region', { name: 'Серия 11 закрыта' })).toBeVisible();
  // No player on the page: nothing is said to play, and no action is left to press.
  await expect.poll(() => metadata(page)).toBeNull();
  expect(await offered(page, 'nexttrack')).toBe(false);
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('none');
});
