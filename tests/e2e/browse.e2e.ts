import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';

/*
 * The browsing screens in real Chromium against the real server and its seeded embedded database, driven the way
 * a visitor drives them: by links, the search box and the language picker, in more than one language.
 */

interface Envelope<T> {
  code: number;
  data: T;
}
interface Card {
  id: number;
  title: string;
  categories: { slug: string }[];
}

async function apiData<T>(page: Page, path: string, language = 'en'): Promise<T> {
  const response = await page.request.get(path, { headers: { 'Accept-language': language } });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code).toBe(0);
  return body.data;
}

test.describe('browsing', () => {
  for (const [language, prefix, watchNow] of [
    ['en', '', 'Watch now'],
    ['de', '/de', 'Jetzt ansehen'],
    ['hi', '/hi', 'अभी देखें'],
  ] as const) {
    test(`home -> category -> film in ${language}`, async ({ page }) => {
      await page.goto(`${prefix}/`);
      await expect(page.getByRole('link', { name: new RegExp(watchNow) })).toBeVisible({ timeout: 20_000 });
      const chip = page.locator('section[aria-labelledby="categories-title"] a.chip').first();
      await chip.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/short-play/[a-z0-9-]+/1\\.html$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.locator('.poster-grid a').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/short-play/episodes/[a-z0-9-]+/\\d+\\.html$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  }

  test('search finds a title typed with a typo', async ({ page }) => {
    const [film] = await apiData<Card[]>(page, '/api/films/featured?limit=1');
    const word = film!.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    // Drop the second-to-last letter, the commonest slip on a phone keyboard: "Daughter" -> "Daughtr".
    const typo = word.slice(0, -2) + word.slice(-1);
    await page.goto('/short-play-search.html');
    await page.getByRole('combobox', { name: 'Search dramas' }).fill(typo);
    await page.getByRole('combobox', { name: 'Search dramas' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByRole('status').filter({ hasText: /found/ })).toBeVisible();
    await expect(page.locator('.poster-grid')).toContainText(word);
  });

  test('pages through a category', async ({ page }) => {
    const [category] = await apiData<{ slug: string; film_count: number }[]>(page, '/api/categories?kind=category');
    await page.goto(`/short-play/${category!.slug}/1.html`);
    const firstOnPage1 = await page.locator('.poster-grid h3').first().textContent();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/short-play/${category!.slug}/2\\.html$`));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.poster-grid h3').first()).not.toHaveText(firstOnPage1 ?? '');
  });

  test('back restores the scroll position', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.rail__list').first()).toBeVisible();
    await page.mouse.wheel(0, 1400);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(600);
    const links = page.locator('.poster-card a');
    const firstInView = () =>
      links.evaluateAll((all) =>
        all.findIndex((link) => {
          const box = link.getBoundingClientRect();
          return box.top > 120 && box.bottom < window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
        }),
      );
    // A wheel jump of two screens lands on rails that render as they come near (deferred.view.tsx): their cards
    // replace the placeholders a moment later, longer on a busy machine.
    await expect.poll(firstInView, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    const inView = await firstInView();
    await links.nth(inView).click();
    await expect(page).toHaveURL(/\/short-play\/episodes\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(before - 60);
  });

  test('the language switcher keeps the page', async ({ page }) => {
    const [category] = await apiData<{ slug: string }[]>(page, '/api/categories?kind=category');
    await page.goto(`/short-play/${category!.slug}/2.html`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page).toHaveURL(new RegExp(`/fr/short-play/${category!.slug}/2\\.html$`));
    await expect(page.getByRole('link', { name: 'Rechercher' })).toBeVisible();
  });

  test('an unknown route shows the 404 screen with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page not found/ })).toBeVisible();
    await page.getByRole('button', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accessibility (axe, serious and critical)', () => {
  const screens: [string, (page: Page) => Promise<string>][] = [
    ['home', async () => '/'],
    ['ranking', async () => '/ranking-page.html'],
    ['search', async () => '/short-play-search.html?keyword=love'],
    ['category', async (page) => `/short-play/${(await apiData<{ slug: string }[]>(page, '/api/categories?kind=category'))[0]!.slug}/1.html`],
    ['hot comments', async () => '/short-play/comments/hot/1.html'],
    [
      'comment detail',
      async (page) => {
        const hot = await apiData<{ items: { id: number; film_id: number }[] }>(page, '/api/films/more-hot-comments?page=1');
        const comment = hot.items[0]!;
        return `/short-play/comments/drama/${comment.film_id}/${comment.id}.html`;
      },
    ],
    ['404', async () => '/de/no-such-page.html'],
  ];
  for (const [name, pathOf] of screens) {
    test(name, async ({ page }) => {
      await page.goto(await pathOf(page));
      await expect(page.locator('[role="status"] .skeleton, .skeleton-list')).toHaveCount(0, { timeout: 15_000 });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(
        blocking.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
