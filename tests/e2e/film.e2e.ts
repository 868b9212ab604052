import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';

/*
 * The film pages, the player and the content pages, driven the way a visitor does against the real server and
 * its seeded embedded database. Film 1 has 48 episodes of 12 s, the first 10 free; its episode ids are 1..48.
 */

async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${label}: ${violation.id} (${violation.nodes.length}) ${violation.help}`)).toEqual([]);
}

const player = (page: Page) => page.getByRole('region', { name: /Video player/ });
const videoState = (page: Page) =>
  page
    .locator('video.player__video')
    .evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime, muted: video.muted, duration: video.duration }));

test.describe('film pages and playback', () => {
  test('open a film, play an episode, control it by keyboard and resume after a reload', async ({ page }) => {
    await page.goto('/short-play/episodes/romance/1.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByText(/48 episodes/).first()).toBeVisible();
    await page.getByRole('link', { name: /Watch episode 1/ }).click();
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/1\.html$/);
    await expect(player(page)).toBeVisible();
    await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(5);

    await player(page).focus();
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    const before = (await videoState(page)).time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await videoState(page)).time).toBeGreaterThanOrEqual(Math.min(before + 4.5, 11));
    await page.keyboard.press('m');
    expect((await videoState(page)).muted).toBe(true);
    await page.keyboard.press('m');

    // Pausing saves the position; a reload resumes it.
    await page.locator('video.player__video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = 7;
    });
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    const saved = (await videoState(page)).time;
    expect(saved).toBeGreaterThan(6);
    await page.reload();
    await expect(player(page)).toBeVisible();
    await expect.poll(async () => (await videoState(page)).time).toBeGreaterThanOrEqual(Math.floor(saved));
    await expect(page.getByText(/Continuing where you stopped/)).toBeAttached();
  });

  test('the next episode is offered with a countdown that can be cancelled', async ({ page }) => {
    await page.goto('/playlet/1/videos/2.html');
    await expect(player(page)).toBeVisible();
    await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(5);
    await player(page).focus();
    await page.locator('video.player__video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = video.duration - 1;
    });
    await page.keyboard.press('k');
    const offer = page.getByRole('group', { name: /Up next: episode 3/ });
    await expect(offer).toBeVisible({ timeout: 10_000 });
    await expect(offer.getByText(/Starts in \d+ seconds?/)).toBeVisible();
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect(offer.getByText('Autoplay cancelled.')).toBeVisible();
    await page.waitForTimeout(9_000);
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/2\.html$/);
    await offer.getByRole('button', { name: 'Play now' }).click();
    await expect(page).toHaveURL(/\/playlet\/1\/videos\/3\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Episode 3');
  });

  test('a locked episode says why and how it unlocks, in English and Portuguese', async ({ page }) => {
    await page.goto('/playlet/1/videos/12.html');
    const locked = page.getByRole('region', { name: 'Episode 12 is locked' });
    await expect(locked).toBeVisible();
    await expect(locked).toContainText('The first 10 episodes are free to watch.');
    await expect(locked).toContainText('once 3 different people open your link');
    await expect(locked).toContainText('views: 0/3');
    await expect(player(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'locked episode');

    await page.goto('/pt/playlet/1/videos/12.html');
    await expect(page.getByRole('region', { name: 'O episódio 12 está bloqueado' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'O episódio 12 está bloqueado' })).toContainText('Os primeiros 10 episódios são grátis.');
  });

  test("a film page asks for its comments once the visitor nears them, not during the page's start", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const commentReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/films/comments') commentReads.push(request.url());
    });
    await page.goto('/short-play/episodes/romance/1.html');
    await page.waitForTimeout(1500);
    expect(commentReads, 'comments asked for before the visitor scrolled').toEqual([]);
    const comments = page.locator('section.community');
    await comments.scrollIntoViewIfNeeded();
    await expect(comments.locator('.comment-list > li').first()).toBeVisible();
    expect(commentReads.length).toBe(1);
  });

  test('the photo viewer traps focus, moves with the arrows and closes on Escape', async ({ page }) => {
    await page.goto('/playlet/1/photos/1.html');
    const first = page.getByRole('button', { name: /^View photo/ }).first();
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog).toContainText('1 of');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('2 of');
    await expectNoSeriousA11yViolations(page, 'photo viewer');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
  });
});

test.describe('accessibility of every ui-film screen type', () => {
  const screens: Array<[string, string, RegExp | string]> = [
    ['film detail', '/short-play/episodes/romance/1.html', /\S/],
    ['video page', '/playlet/1/videos/1.html', 'Episode 1'],
    ['plot list', '/playlet/1/plots.html', 'Plot summaries'],
    ['single plot', '/playlet/1/plots/1.html', /\S/],
    ['photos', '/playlet/1/photos/1.html', 'Photos'],
    ['film guides', '/playlet/1/guide/1.html', 'Guides'],
    ['blog list', '/blog/1.html', 'Blog'],
    ['blog article', '/blog/article/1.html', /\S/],
    ['guide list', '/guide/how-to-watch/1.html', 'How to watch'],
    ['guide', '/fr/guide/1.html', /\S/],
    ['terms', '/terms.html', 'Terms of use'],
    ['privacy policy', '/de/policy.html', 'Datenschutzerklärung'],
  ];
  for (const [label, path, heading] of screens) {
    test(`${label} has no serious or critical axe violations`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expectNoSeriousA11yViolations(page, label);
      expect(errors).toEqual([]);
    });
  }

  test('an article and a guide show their sections as headings and paragraphs, never markup as text', async ({ page }) => {
    for (const path of ['/blog/article/1.html', '/fr/guide/1.html']) {
      await page.goto(path);
      const body = page.locator('.reading__body');
      await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(body).not.toContainText('<p>');
    }
  });

  test('an unknown film shows the 404 screen', async ({ page }) => {
    await page.goto('/playlet/99999/plots.html');
    await expect(page.getByText('404').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /home/i })).toBeVisible();
  });
});
