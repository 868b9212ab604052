import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './test';

/*
 * The episode player on a phone (390x844, touch) and on a desktop (1440x900), against the real server and its
 * seeded database. Film 1 has 48 episodes of 12 s (ids 1..48), the first 10 free; clip-1's English subtitles
 * show from 0.5 s to 3.0 s, 3.4 s to 5.9 s, 6.3 s to 8.8 s and 9.2 s to 11.7 s. Every wait is on a condition.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
const desktop = { viewport: { width: 1440, height: 900 } } as const;

const player = (page: Page) => page.getByRole('region', { name: /Video player/ });
const video = (page: Page) => page.locator('video.player__video');
const media = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    time: element.currentTime,
    duration: element.duration,
    rate: element.playbackRate,
  }));
const timeText = (page: Page) => player(page).locator('.player__time');
const seekBar = (page: Page) => player(page).getByRole('slider', { name: 'Position' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** Seeks through the media element and waits until the subtitle box shows the cue of that moment. */
async function showCueAt(page: Page, seconds: number) {
  await video(page).evaluate((element: HTMLVideoElement, at: number) => {
    element.currentTime = at;
  }, seconds);
  await expect(player(page).locator('.player__cue')).toBeVisible();
}

/** A real touch stroke through the browser's input pipeline (touchstart, touchmove, touchend). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 5; step += 1) {
    const point = { x: from.x + ((to.x - from.x) * step) / 5, y: from.y + ((to.y - from.y) * step) / 5 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const [name, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`the player on a ${name}`, () => {
    test.use(device);

    test('shows the real duration from the first load, and seeks by tap, drag and arrow keys', async ({ page }) => {
      // Several fresh loads: the old player read "0:03 / 0:00" on most first loads.
      for (let load = 0; load < 3; load += 1) {
        await page.goto(`/playlet/1/videos/${load + 4}.html`);
        await expect(timeText(page)).toHaveText(/^0:0\d \/ 0:12$/);
        await expect(seekBar(page)).toBeEnabled();
        const max = Number(await seekBar(page).getAttribute('max'));
        expect(Math.round(max)).toBe(Math.round((await media(page)).duration));
      }

      const bar = await box(seekBar(page));
      // A tap three quarters along the bar.
      if (name === 'phone') await page.touchscreen.tap(bar.x + bar.width * 0.75, bar.y + bar.height / 2);
      else await page.mouse.click(bar.x + bar.width * 0.75, bar.y + bar.height / 2);
      await expect.poll(async () => (await media(page)).time).toBeGreaterThan(7.5);
      expect((await media(page)).time).toBeLessThan(10.5);
      await expect(timeText(page)).toHaveText(/^0:(0[89]|10) \/ 0:12$/);

      if (name === 'desktop') {
        // A drag from the start to the middle.
        await page.mouse.move(bar.x + 4, bar.y + bar.height / 2);
        await page.mouse.down();
        await page.mouse.move(bar.x + bar.width * 0.3, bar.y + bar.height / 2, { steps: 4 });
        await page.mouse.move(bar.x + bar.width * 0.5, bar.y + bar.height / 2, { steps: 4 });
        await page.mouse.up();
        await expect.poll(async () => (await media(page)).time).toBeGreaterThan(4.5);
        expect((await media(page)).time).toBeLessThan(7.5);
      }

      await seekBar(page).focus();
      const before = (await media(page)).time;
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await media(page)).time).toBeLessThanOrEqual(Math.max(0, before - 4.5));
    });

    test('keeps the subtitles clear of the controls, shown or hidden', async ({ page }) => {
      await page.goto('/playlet/1/videos/1.html');
      await expect(timeText(page)).toHaveText(/\/ 0:12$/);
      await showCueAt(page, 1);
      await expect(player(page).locator('.player__cue')).toHaveText(/\w{3}/);
      const controls = player(page).locator('.player__controls');
      await expect(controls).toBeVisible();
      expect(overlaps(await box(player(page).locator('.player__cue')), await box(controls))).toBe(false);

      // While it plays the controls go away after a few seconds and the subtitles move down, still inside.
      await page.getByRole('button', { name: 'Play' }).first().click();
      await expect(player(page)).toHaveClass(/player--bare/, { timeout: 15_000 });
      await video(page).evaluate((element: HTMLVideoElement) => element.pause());
      await expect(controls).toBeVisible();
      await showCueAt(page, 4);
      expect(overlaps(await box(player(page).locator('.player__cue')), await box(controls))).toBe(false);
      const frame = await box(player(page));
      const cue = await box(player(page).locator('.player__cue'));
      expect(cue.y + cue.height).toBeLessThanOrEqual(frame.y + frame.height);
    });

    test('moves focus to the player after Play, where Space, K, the arrows and M work without scrolling', async ({ page }) => {
      await page.goto('/playlet/1/videos/1.html');
      await expect(timeText(page)).toHaveText(/\/ 0:12$/);
      const bigPlay = player(page).locator('.player__big-play');
      if (name === 'phone') await bigPlay.tap();
      else {
        await bigPlay.focus();
        await page.keyboard.press('Enter');
      }
      await expect(player(page)).toBeFocused();
      await expect.poll(async () => (await media(page)).paused).toBe(false);
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press(' ');
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      await page.keyboard.press('k');
      await expect.poll(async () => (await media(page)).paused).toBe(false);
      await page.keyboard.press('k');
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      const before = (await media(page)).time;
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await media(page)).time).toBeGreaterThanOrEqual(Math.min(before + 4.5, 11.5));
      await page.keyboard.press('m');
      await expect(player(page).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expect(player(page)).toBeFocused();
    });

    test('remembers the speed and the subtitle choice across a reload', async ({ page }) => {
      await page.goto('/playlet/1/videos/1.html');
      await expect(timeText(page)).toHaveText(/\/ 0:12$/);
      const speed = player(page).getByRole('button', { name: /^Playback speed/ });
      await expect(speed).toHaveAccessibleName('Playback speed: 1×');
      await speed.click();
      await speed.click();
      await expect(speed).toHaveAccessibleName('Playback speed: 1.5×');
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);
      const subtitles = player(page).getByRole('button', { name: 'Subtitles' });
      await expect(subtitles).toHaveAccessibleDescription('On');
      await subtitles.click();
      await player(page).getByRole('switch', { name: 'Show subtitles' }).uncheck();
      await player(page).getByRole('button', { name: 'Close' }).click();
      await expect(subtitles).toHaveAccessibleDescription('Off');

      await page.reload();
      await expect(timeText(page)).toHaveText(/\/ 0:12$/);
      await expect(player(page).getByRole('button', { name: /^Playback speed/ })).toHaveAccessibleName('Playback speed: 1.5×');
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);
      await expect(player(page).getByRole('button', { name: 'Subtitles' })).toHaveAccessibleDescription('Off');
      await video(page).evaluate((element: HTMLVideoElement) => {
        element.currentTime = 1;
      });
      await expect.poll(async () => (await media(page)).time).toBeGreaterThanOrEqual(1);
      await expect(player(page).locator('.player__cue')).toBeHidden();
    });

    test('goes to the next and previous episode with its buttons, without scrolling the page', async ({ page }) => {
      await page.goto('/playlet/1/videos/2.html');
      await expect(timeText(page)).toHaveText(/\/ 0:12$/);
      const scrolled = await page.evaluate(() => window.scrollY);
      await player(page).getByRole('button', { name: 'Next episode' }).click();
      await expect(page).toHaveURL(/\/playlet\/1\/videos\/3\.html$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Episode 3');
      // The visitor asked for it: the next episode plays by itself.
      await expect.poll(async () => (await media(page)).paused).toBe(false);
      await player(page).getByRole('button', { name: 'Previous episode' }).click();
      await expect(page).toHaveURL(/\/playlet\/1\/videos\/2\.html$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  });
}

test.describe('the player on a phone, full screen', () => {
  test.use(phone);

  test('fills the screen over the bars, hides its controls while playing, toggles on tap and leaves with Back', async ({ page }) => {
    await page.goto('/playlet/1/videos/1.html');
    await expect(timeText(page)).toHaveText(/\/ 0:12$/);
    expect(await box(player(page))).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // Nothing of the page is on top of the player, at the top (the bar) or the bottom (the navigation).
    for (const y of [10, 830]) {
      expect(await page.evaluate((at) => Boolean(document.elementFromPoint(195, at)?.closest('.watch__stage')), y)).toBe(true);
    }

    await player(page).locator('.player__big-play').tap();
    await expect.poll(async () => (await media(page)).paused).toBe(false);
    await expect(player(page)).toHaveClass(/player--bare/, { timeout: 15_000 });
    await expect(player(page).locator('.player__controls')).toBeHidden();
    await page.touchscreen.tap(195, 400);
    await expect.poll(async () => (await media(page)).paused).toBe(true);
    await expect(player(page).locator('.player__controls')).toBeVisible();

    await player(page).getByRole('button', { name: 'Back to the episode page' }).tap();
    await expect(page.locator('.watch__stage--immersive')).toHaveCount(0);
    const inline = await box(player(page));
    expect(inline.width).toBeLessThan(390);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('swipes up to the next episode and down to the previous one; a locked episode shows its panel in place', async ({ page }) => {
    // Each swipe once the episode shows, as a visitor would.
    const ready = async (number: number) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Episode ${number}:`);
      await expect(timeText(page)).toHaveText(/\/ 0:12$/);
    };
    await page.goto('/playlet/1/videos/9.html');
    await ready(9);
    await swipe(page, { x: 195, y: 600 }, { x: 200, y: 250 });
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/10\.html$/);
    await ready(10);
    await swipe(page, { x: 195, y: 250 }, { x: 190, y: 600 });
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/9\.html$/);
    await ready(9);
    await swipe(page, { x: 195, y: 600 }, { x: 200, y: 250 });
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/10\.html$/);
    await ready(10);
    await swipe(page, { x: 195, y: 600 }, { x: 200, y: 250 });
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/11\.html$/);
    const locked = page.getByRole('region', { name: 'Episode 11 is locked' });
    await expect(locked).toBeVisible();
    const stage = await box(page.locator('.watch__stage'));
    expect(stage).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // A short stroke or a sideways one changes nothing.
    await swipe(page, { x: 195, y: 600 }, { x: 200, y: 570 });
    await swipe(page, { x: 60, y: 500 }, { x: 330, y: 460 });
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/11\.html$/);
    await swipe(page, { x: 195, y: 250 }, { x: 190, y: 600 });
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/10\.html$/);
  });
});

test.describe('the whole player fits the window on a desktop', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/playlet/1/videos/1.html');
      await expect(timeText(page)).toHaveText(/\/ 0:12$/);
      const frame = await box(player(page));
      expect(frame.y).toBeGreaterThanOrEqual(0);
      expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height);
      expect(frame.width).toBeGreaterThan(280);
      await expect(player(page).getByRole('button', { name: 'Full screen' })).toBeInViewport();
    });
  }
});

test.describe('at 200% zoom (1440x900 shown at twice the size)', () => {
  test.use({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });

  test('every control is inside the player and usable, and axe finds nothing', async ({ page }) => {
    await page.goto('/playlet/1/videos/1.html');
    await expect(timeText(page)).toHaveText(/\/ 0:12$/);
    const frame = await box(player(page));
    expect(frame.width).toBeGreaterThanOrEqual(280);
    for (const control of await player(page).locator('.player__controls button, .player__controls input').all()) {
      const inside = await box(control);
      expect(inside.x).toBeGreaterThanOrEqual(frame.x);
      expect(inside.x + inside.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(inside.width).toBeGreaterThanOrEqual(24);
    }
    await player(page).getByRole('button', { name: 'Mute' }).click();
    await expect(player(page).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.help}`)).toEqual([]);
  });
});

test.describe('watch history', () => {
  test.use(desktop);

  test('the film page continues the episode watched, and the personal area lists it until removed', async ({ page }) => {
    await page.goto('/short-play/episodes/romance/1.html');
    await expect(page.getByRole('link', { name: /Watch episode 1/ })).toBeVisible();

    await page.goto('/playlet/1/videos/3.html');
    await expect(timeText(page)).toHaveText(/\/ 0:12$/);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 6;
    });
    await player(page).locator('.player__big-play').click();
    await expect.poll(async () => (await media(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await media(page)).paused).toBe(true);

    await page.goto('/short-play/episodes/romance/1.html');
    const resume = page.getByRole('link', { name: /Continue episode 3/ });
    await expect(resume).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch episode 1/ })).toHaveCount(0);
    await resume.click();
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/3\.html$/);

    await page.goto('/personal/collection.html');
    const history = page.getByRole('region', { name: 'Watch history' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Episode 3 of 48');
    await expect(history).toContainText(/stopped at 0:0[6-9]/);
    await history.getByRole('button', { name: /^Remove .* from the watch history$/ }).click();
    await expect(history.getByRole('listitem')).toHaveCount(0);
    await expect(history).toContainText('Nothing watched on this device yet.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Watch history' })).toContainText('Nothing watched on this device yet.');
  });
});

test.describe('around the player', () => {
  test('a phone has the bottom navigation on every kind of page, under the full-screen player', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    for (const path of ['/', '/short-play/episodes/romance/1.html', '/blog/1.html', '/short-play/comments/hot/1.html', '/personal/info.html']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Quick links' });
      await expect(nav).toBeInViewport();
      await expect(nav.getByRole('link')).toHaveText(['Home', 'For you', 'Search', 'Rankings', 'My account']);
    }
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Search' }).tap();
    await expect(page).toHaveURL(/\/short-play-search\.html/);
    await page.goto('/playlet/1/videos/1.html');
    await expect(timeText(page)).toHaveText(/\/ 0:12$/);
    expect(await page.evaluate(() => Boolean(document.elementFromPoint(195, 830)?.closest('.bottom-nav')))).toBe(false);
    await context.close();
  });

  test('film and episode pages keep search, language and the account in their own bar', async ({ page }) => {
    await page.goto('/playlet/1/videos/1.html');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('searchbox')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'My account' })).toBeVisible();
    await bar.getByRole('combobox').selectOption('de');
    await expect(page).toHaveURL(/\/de\/playlet\/1\/videos\/1\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Folge 1');
    await page.getByRole('banner').getByRole('searchbox').fill('love');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/short-play-search\.html\?keyword=love/);
  });
});
