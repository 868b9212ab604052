import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './test';

/*
 * Issue 32: on a phone an episode fills the screen, and what the full view covers (the column beside the stage, the
 * site's bar, the bottom bar) is not laid out while it covers it. A person sees only the stage; Tab and a screen
 * reader stay on it; the way back brings the page in, with its list of episodes, which then works. In German, on a
 * 390x844 phone.
 */

const LANG = 'de';
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const film = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', LANG, 'film.json'), 'utf8')) as {
  watching: { leaveFullView: string };
};

/**
 * Where focus is: inside the stage, behind it (what the full view takes out of the page), or elsewhere (the
 * episode's heading and its film's tabs stay: the heading is the page's h1).
 */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'none';
    if (focused.closest('.watch__stage')) return 'stage';
    return focused.closest('.watch__side, .film-frame__bar, .bottom-nav') ? 'behind' : 'elsewhere';
  });

test('the full view on a phone keeps focus on the stage, and its way back brings in the page and its episodes', async ({ page }) => {
  await page.goto(`/${LANG}/playlet/1/videos/1.html`);
  const picker = page.locator('.episode-picker');
  await expect(page.locator('.watch__stage--immersive')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(page.locator('.bottom-nav')).toBeHidden();

  // Tab goes round the stage's controls and never behind it.
  await page.locator('.watch__stage').focus();
  const places = new Set<string>();
  for (let press = 0; press < 25; press++) {
    await page.keyboard.press('Tab');
    places.add(await focusPlace(page));
  }
  expect(places.has('stage')).toBe(true);
  expect(places.has('behind')).toBe(false);

  await page.getByRole('button', { name: film.watching.leaveFullView }).tap();
  await expect(page.locator('.watch__stage--immersive')).toHaveCount(0);
  await expect(picker).toBeVisible();
  await expect(page.locator('.bottom-nav')).toBeVisible();
  // The page it brought in works: episode 2 from its list.
  await picker.getByRole('link', { name: /\b2\b/ }).first().tap();
  await expect(page).toHaveURL(/\/de\/playlet\/1\/videos\/\d+\.html/);
  await expect(picker.locator('[aria-current="page"]')).toHaveText('2');
});
