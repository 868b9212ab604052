import { expect, test, type Page, type Request } from './test';

/*
 * Episode to episode (issue 19 item 3), against the real server and its seeded database: film 1 has 48 episodes of
 * 12 s (ids 1..48), the first 10 free. While an episode plays, the next one is fetched ahead (its play permission,
 * its video answer without a recorded play, the first 256 KB of its file); going on then shows it moving without a
 * second press on Play and without any loading element, and a locked next episode shows its lock panel at once.
 * Only the order of events is checked, never a duration.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
const desktop = { viewport: { width: 1440, height: 900 } } as const;

const player = (page: Page) => page.getByRole('region', { name: /Video player/ });
const video = (page: Page) => page.locator('video.player__video');
/** The next episode's element, loaded out of sight once its file's head is fetched. */
const standby = (page: Page) => page.locator('video.player__standby');
const media = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({ paused: element.paused, ended: element.ended, time: element.currentTime, src: element.currentSrc }));

/**
 * The video answers the page asked the network for, in order: `play N` (the recording call) and `read N` (the
 * episode's video read without recording, fetched ahead; the landing episode's read comes with the page's HTML).
 */
function playAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const path = new URL(request.url()).pathname;
    const kind =
      request.method() === 'POST' && path === '/api/films/play/1'
        ? 'play'
        : request.method() === 'GET' && path === '/api/films/episode-video/1'
          ? 'read'
          : null;
    if (!kind) return;
    void response
      .json()
      .then((body: { data?: { episode_num?: number } }) => body.data?.episode_num !== undefined && answers.push(`${kind} ${body.data.episode_num}`))
      .catch(() => undefined);
  });
  return answers;
}

/**
 * Watches the page from now on and remembers whether anything that says "loading" appeared in the player's stage:
 * a skeleton, a busy region, a progress indicator or a spinner. Read back with `loadingSeen`.
 */
async function watchForLoading(page: Page): Promise<void> {
  await page.evaluate(() => {
    const selector = '.skeleton, [aria-busy="true"], [role="progressbar"], [class*="spinner"], [class*="loading"]';
    const state = window as unknown as { loadingSeen: string[] };
    state.loadingSeen = [];
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      const found = node.matches(selector) ? node : node.querySelector(selector);
      if (found?.closest('.watch__stage')) state.loadingSeen.push(found.outerHTML.slice(0, 120));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') check(record.target);
        for (const node of record.addedNodes) check(node);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'aria-busy', 'role'] });
  });
}
const loadingSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);

/** Presses the big Play button once, as the visitor does, and waits until the picture moves. */
async function pressPlay(page: Page, touch: boolean) {
  const bigPlay = player(page).locator('.player__big-play');
  if (touch) await bigPlay.tap();
  else await bigPlay.click();
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(0);
  expect((await media(page)).paused).toBe(false);
}

/** The first bytes of a media file asked for while the page's video plays, and what the video was doing then. */
function mediaHeadRequests(page: Page): { url: string; range: string | undefined; currentPlaying: boolean }[] {
  const seen: { url: string; range: string | undefined; currentPlaying: boolean }[] = [];
  page.on('request', (request: Request) => {
    const range = request.headers()['range'];
    if (!new URL(request.url()).pathname.startsWith('/media/') || !range?.startsWith('bytes=0-') || range === 'bytes=0-') return;
    void media(page)
      .then((state) => seen.push({ url: new URL(request.url()).pathname, range, currentPlaying: !state.paused && !state.ended }))
      .catch(() => seen.push({ url: new URL(request.url()).pathname, range, currentPlaying: false }));
  });
  return seen;
}

/** Swipes up through the browser's touch pipeline, as a visitor going on to the next episode on a phone. */
async function swipeUp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 600 }] });
  for (let step = 1; step <= 5; step += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195 + step, y: 600 - step * 70 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The "Next episode" control: a swipe on the phone, the player's button (shown again by moving the mouse) on a desktop. */
async function goToNext(page: Page, touch: boolean) {
  if (touch) return swipeUp(page);
  await player(page).hover();
  await player(page).getByRole('button', { name: 'Next episode' }).click();
}

for (const [name, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`going on to the next episode on a ${name}`, () => {
    test.use(device);
    const touch = name === 'phone';

    test('fetches the next episode ahead while one plays, then plays it at once without a second press', async ({ page }) => {
      const plays = playAnswers(page);
      const heads = mediaHeadRequests(page);
      await page.goto('/playlet/1/videos/1.html');
      await expect(player(page)).toBeVisible();
      await pressPlay(page, touch);

      // While episode 1 plays: episode 2's video answer (asked ahead) and the first bytes of its file.
      await expect.poll(() => plays.includes('read 2')).toBe(true);
      await expect.poll(() => heads.length).toBeGreaterThan(0);
      expect(heads[0]).toMatchObject({ range: 'bytes=0-262143', currentPlaying: true });
      expect(plays).toEqual(['play 1', 'read 2']);
      const nextFile = heads[0]!.url;
      // Then its element waits beside the playing one: marked here, it is the node that plays after going on.
      await expect(standby(page)).toHaveCount(1);
      expect(new URL(await standby(page).evaluate((element: HTMLVideoElement) => element.src)).pathname).toBe(nextFile);
      await standby(page).evaluate((element) => element.setAttribute('data-was-standby', ''));

      await watchForLoading(page);
      await goToNext(page, touch);
      await expect(page).toHaveURL(/\/playlet\/1\/videos\/2\.html$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Episode 2');
      // Moving by itself: not paused, and its time goes on.
      await expect.poll(async () => (await media(page)).time).toBeGreaterThan(0);
      const first = await media(page);
      expect(new URL(first.src).pathname).toBe(nextFile);
      await expect.poll(async () => (await media(page)).time).toBeGreaterThan(first.time);
      expect((await media(page)).paused).toBe(false);
      await expect(video(page)).toHaveAttribute('data-was-standby', '');
      await expect(page.locator('video')).toHaveCount(2);
      expect(await loadingSeen(page)).toEqual([]);
      // The play of episode 2 is recorded now that it started (one more call after the one made ahead); then
      // episode 3 is asked ahead in turn.
      await expect.poll(() => plays).toEqual(['play 1', 'read 2', 'play 2', 'read 3']);
    });

    test('shows the lock panel of a locked next episode at once', async ({ page }) => {
      const permissionAsked = page.waitForResponse((response) => /\/api\/films\/play-permission\/1\?episode_num=11$/.test(response.url()));
      await page.goto('/playlet/1/videos/10.html');
      await expect(player(page)).toBeVisible();
      await pressPlay(page, touch);
      expect((await (await permissionAsked).json()).data).toMatchObject({ allowed: false, episode_num: 11 });

      await watchForLoading(page);
      await goToNext(page, touch);
      await expect(page).toHaveURL(/\/playlet\/1\/videos\/11\.html$/);
      await expect(page.getByRole('region', { name: 'Episode 11 is locked' })).toBeVisible();
      expect(await loadingSeen(page)).toEqual([]);
    });
  });
}
