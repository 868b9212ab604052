import { expect, test, type Page, type Request } from './test';

/**
 * Moving to another page inside the app costs one request for its data (its _payload.json) instead of one per
 * call; a payload that fails leaves a working page, whose calls then go to the network.
 */

/** The product calls and payloads a page sends from now on. */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.endsWith('/_payload.json')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

async function openFirstDrama(page: Page): Promise<string> {
  const card = page.locator('main a[href*="/short-play/episodes/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return href;
}

test('a drama opened from the home page gets its data from one payload request', async ({ page }) => {
  // Counted from the arrival: the cards on screen may have their payloads fetched before any tap (a glance).
  const calls = watchCalls(page);
  await page.goto('/de/');
  await expect(page.locator('main a[href*="/short-play/episodes/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const href = await openFirstDrama(page);
  await page.waitForLoadState('networkidle');
  const filmId = /\/(\d+)\.html$/.exec(href)![1];
  expect(calls).toContain(`${href}/_payload.json`);
  // The drama's detail, cast and episodes came with the payload: none of them was asked for on its own.
  expect(
    calls.filter(
      (call) => call.startsWith(`/api/films/detail/${filmId}`) || call.startsWith('/api/films/contributors') || call.startsWith('/api/films/episodes'),
    ),
  ).toEqual([]);
  expect(calls.filter((call) => call === `${href}/_payload.json`)).toHaveLength(1);
});

test('when the payload fails, the page still comes, its calls made one by one', async ({ page }) => {
  await page.route('**/_payload.json', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator('main a[href*="/short-play/episodes/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = watchCalls(page);
  const href = await openFirstDrama(page);
  const filmId = /\/(\d+)\.html$/.exec(href)![1];
  await expect.poll(() => calls.some((call) => call.startsWith(`/api/films/detail/${filmId}`))).toBe(true);
  await expect(page.getByRole('main')).not.toContainText(/Something went wrong|failed/i);
});
