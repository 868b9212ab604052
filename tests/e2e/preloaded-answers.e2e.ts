import { expect, test, type Page } from './test';

/** The product calls a page sends to the network, page payloads included (the tracking pixel and files aside). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.endsWith('/_payload.json')) calls.push(url.pathname + url.search);
  });
  return calls;
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('without scripts, the landing screens already show their largest content in their language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/');
  await expect(page.locator('.hero .hero__title')).not.toBeEmpty();
  await expect(page.locator('.hero__poster img')).toHaveJSProperty('complete', true);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Startseite' })).toBeVisible();
  await page.goto('/short-play/episodes/romance/1.html');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('.film-summary__synopsis')).not.toBeEmpty();
  await context.close();
});

test('the app hydrates the server page with the same content and does not fetch the preloaded answers again', async ({ page }) => {
  const errors = consoleErrors(page);
  const calls = apiCalls(page);
  await page.goto('/');
  const title = await page.locator('.hero__title').textContent();
  await expect(page.locator('#hero-title')).toHaveText(title ?? '');
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => /^\/api\/films\/(featured|recommendations)\?/.test(call) || call.startsWith('/api/config'))).toEqual([]);
  // Later screens ask the network as usual: their page payload, or their own calls.
  await page.getByRole('link', { name: 'Rankings' }).first().click();
  await expect.poll(() => calls.some((call) => call.startsWith('/api/films/rank-films') || call === '/ranking-page.html/_payload.json')).toBe(true);
  expect(errors).toEqual([]);
});

test('a film page landing reads its detail from the page', async ({ page }) => {
  const calls = apiCalls(page);
  await page.goto('/short-play/episodes/romance/1.html');
  await expect(page.getByRole('button', { name: /favourites/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.startsWith('/api/films/detail/'))).toEqual([]);
});
