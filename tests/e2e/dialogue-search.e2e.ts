import AxeBuilder from '@axe-core/playwright';
import { text } from './auth-support';
import { apiData } from './sample-routes';
import { expect, test, type Page } from './test';

/*
 * Issue 33, item 5: search finds a drama by a line spoken in it, in the visitor's language, and the line's link
 * starts the episode at that moment. The demo's clips speak six lines per language (server/media/clips), from
 * 0.5 s, 3.4 s, 6.3 s and 9.2 s; the index of them is filled at start.
 */

type Match = { film_id: number; episode_id: number; start: number; line: string };

const matches = async (page: Page, keyword: string, lang: string) =>
  (await apiData<{ items: Match[] }>(page.request, `/api/films/search-dialogue?keyword=${encodeURIComponent(keyword)}`, lang)).items;

test('finds a line in en, ru and hi, in the language asked only', async ({ page }) => {
  for (const [lang, keyword, line] of [
    ['en', 'last night', 'Where were you last night?'],
    ['ru', 'прошлой ночью', 'Где ты был прошлой ночью?'],
    ['hi', 'कल रात', 'कल रात तुम कहाँ थे?'],
  ] as const) {
    // The index is filled in the background at start: a fresh server may need a moment.
    await expect.poll(async () => (await matches(page, keyword, lang)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const found = await matches(page, keyword, lang);
    expect(found.every((m) => m.line === line)).toBe(true);
  }
  expect(await matches(page, 'last night', 'ru')).toEqual([]);
});

test.describe('on a 390 px phone in ru', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the search page lists where a phrase is said, and its link starts the episode at that second', async ({ page }) => {
    const keyword = 'прошлой ночью';
    await expect.poll(async () => (await matches(page, keyword, 'ru')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.goto(`/ru/short-play-search.html?keyword=${encodeURIComponent(keyword)}`);
    const section = page.getByRole('region', { name: text('ru', 'browse', 'search.dialogue.title') });
    await expect(section).toBeVisible();
    const first = section.getByRole('link').first();
    await expect(first).toContainText('Где ты был прошлой ночью?');
    await expect(first).toContainText(/Серия \d+, \d+:\d\d/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('dialogue-search-390.png'), fullPage: true });

    const results = await new AxeBuilder({ page }).include('.dialogue-matches').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const href = (await first.getAttribute('href'))!;
    const moment = /^\/ru\/playlet\/\d+\/videos\/\d+\.html\?t=(\d+(?:\.\d+)?)$/.exec(href);
    expect(moment, href).toBeTruthy();
    const seconds = Number(moment![1]);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
    await expect
      .poll(() => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(seconds);
  });
});
