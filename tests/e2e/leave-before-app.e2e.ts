import { expect, test, type Page, type Request } from './test';

/*
 * Issue 32, item 2: a tap on a link before the app runs leaves the page, and what that page still downloads (the
 * app's code, posters) is stopped so the next page has the line to itself (server/web/early-clicks.script.ts). A tap
 * that opens another tab leaves the page alone, and a stopped page shown again by Back comes alive.
 * The app's entry script is held in each test, so every tap lands before the app.
 */

const CARD = '.poster-card__link';
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script until `release`; `failed` resolves with the error of its request if the page cancels it. */
async function holdTheApp(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failed = (_: string) => undefined as void;
  const cancelled = new Promise<string>((resolve) => (failed = resolve));
  page.on('requestfailed', (request: Request) => {
    if (ENTRY.test(request.url())) failed(request.failure()?.errorText ?? 'failed');
  });
  await page.route(ENTRY, async (route) => {
    await held;
    // The page may have cancelled it meanwhile.
    await route.continue().catch(() => undefined);
  });
  return { release, cancelled };
}

const appReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));

test('a tap on a drama card before the app stops the home page downloading and opens the film', async ({ page }) => {
  const { release, cancelled } = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const card = page.locator(CARD).first();
  await card.waitFor({ state: 'visible' });
  const href = await card.getAttribute('href');
  expect(await appReady(page)).toBe(false);
  const order: string[] = [];
  void cancelled.then(() => order.push('the home page stopped'));
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith(href!)) order.push('the film page asked for');
  });
  await card.click();
  // The held code was asked for by the home page: leaving cancelled it before it was ever released, and before
  // the film's page was asked for (a page left without stopping cancels its requests only once the next arrives).
  expect(await cancelled).toMatch(/ABORTED|cancel/i);
  await expect.poll(() => order.length).toBe(2);
  expect(order).toEqual(['the home page stopped', 'the film page asked for']);
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  release();
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(() => appReady(page), { timeout: 30_000 }).toBe(true);
});

test('a tap that opens the card in another tab leaves the page loading, and it comes alive', async ({ page, context }) => {
  const { release } = await holdTheApp(page);
  let stopped = false;
  page.on('requestfailed', (request) => {
    if (ENTRY.test(request.url())) stopped = true;
  });
  await page.goto('/', { waitUntil: 'commit' });
  const card = page.locator(CARD).first();
  await card.waitFor({ state: 'visible' });
  const opened = context.waitForEvent('page');
  await card.click({ modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control'] });
  await (await opened).close();
  release();
  await expect.poll(() => appReady(page), { timeout: 30_000 }).toBe(true);
  expect(stopped).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('Back to a page left before its app ran brings it back alive', async ({ page }) => {
  const { release } = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const card = page.locator(CARD).first();
  await card.waitFor({ state: 'visible' });
  await card.click();
  await expect(page).not.toHaveURL(/\/$/);
  release();
  await expect(page.locator('main h1')).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => appReady(page), { timeout: 30_000 }).toBe(true);
  // Alive: a tap now is the app's (the card opens its film in the app).
  await page.locator(CARD).first().click();
  await expect(page.locator('main h1')).toBeVisible();
});
