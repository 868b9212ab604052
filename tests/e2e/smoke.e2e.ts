import { expect, test, type Page } from './test';

/** Collects console errors and uncaught exceptions of a page, the things a visitor never sees but breaks them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the built site renders the app at / with no console errors', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root main')).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('after first paint the visitor is created and a page view is tracked', async ({ page, context }) => {
  const errors = watchErrors(page);
  const pixels: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/_icon.png') pixels.push(request.url());
  });
  const created = page.waitForResponse((response) => response.url().endsWith('/api/users/create') && response.status() === 200);
  await page.goto('/ranking-page.html?utm_source=newsletter');
  await created;
  await expect.poll(() => pixels.length).toBeGreaterThan(0);
  const view = new URL(pixels[0]!).searchParams;
  expect(view.get('ev')).toBe('pv');
  expect(view.get('ul')).toMatch(/\/ranking-page\.html$/);
  expect(view.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
  const cookies = await context.cookies();
  const userState = JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'user_state')?.value ?? '{}')) as Record<string, string>;
  expect(userState.fingerprintId).toBe(view.get('uuid'));
  expect(cookies.find((cookie) => cookie.name === 'user_state')?.sameSite).toBe('Strict');
  expect(errors).toEqual([]);
});

test('a language-prefixed page loads its language and sets the language cookie', async ({ page, context }) => {
  const errors = watchErrors(page);
  const localeFiles: string[] = [];
  page.on('request', (request) => {
    // A language's texts are one chunk (build/load-units.ts); the lazy namespaces are files of their own.
    if (/\/assets\/(locale-[a-z]{2}|legal|admin)-/.test(request.url())) localeFiles.push(request.url());
  });
  await page.goto('/sw/ranking-page.html');
  await expect(page.locator('#root main')).toBeVisible();
  const language = (await context.cookies()).find((cookie) => cookie.name === 'lang');
  expect(language?.value).toBe('sw');
  expect(language?.sameSite).toBe('Lax');
  // Only the active language's texts are fetched, in one chunk, and no namespace the page does not show; once the
  // page is idle, the texts of film pages too (what a tap on a drama needs) and the error messages (loaded on demand,
  // fetched at idle for a visitor who goes offline: background-work.ts), and no other.
  const chunk = (url: string) => /\/assets\/(locale-[a-z]{2}(?:-[a-z-]+)?)-[\w-]{8}\.js$/.exec(url)?.[1];
  expect(localeFiles.map(chunk)[0]).toBe('locale-sw');
  const atIdle = ['locale-sw', 'locale-sw-pages', 'locale-sw-site-errors'];
  await expect.poll(() => localeFiles.map(chunk).sort()).toEqual(atIdle);
  await page.waitForLoadState('networkidle');
  expect(localeFiles.map(chunk).sort()).toEqual(atIdle);
  expect(errors).toEqual([]);
});
