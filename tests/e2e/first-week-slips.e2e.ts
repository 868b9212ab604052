import { expect, test, type Browser, type Page } from './test';
import { latestCode, signInByPassword, text } from './auth-support';

/*
 * Issue 29, item 12: the smaller slips of a first week, on a 390 px phone in a second language: hydration warnings
 * (#418) on the personal info page and on 404 pages, the export's film addresses and the reports it left out, a
 * 15 MB photo uploaded before the server refused it.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const stamp = Date.now();
const password = 'secret-pass-29';

async function phonePage(browser: Browser, lang: string): Promise<Page> {
  const context = await browser.newContext({ ...phone, locale: lang === 'hi' ? 'hi-IN' : lang });
  return context.newPage();
}

/** React's own errors and warnings in the console (a hydration mismatch is #418 in the production build). */
function reactProblems(page: Page): () => string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Minified React error|hydrat|#41[89]|#42[0-5]/i.test(message.text())) found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  return () => found;
}

test('no hydration warnings on the personal pages (visitor and member) and on 404 pages (hi, ru)', async ({ browser, request }) => {
  for (const lang of ['hi', 'ru']) {
    const page = await phonePage(browser, lang);
    const problems = reactProblems(page);
    await page.goto(`/${lang}/personal/info.html`);
    await page.waitForTimeout(1_000);
    const missing = await page.goto(`/${lang}/no-such-page-${stamp}.html`);
    expect(missing?.status()).toBe(404);
    await page.waitForTimeout(1_000);
    await page.goto(`/${lang}/playlet/999999/plots.html`);
    await page.waitForTimeout(1_000);
    expect(problems()).toEqual([]);
    await page.context().close();
  }
  // A member's own info page, rendered for the member and hydrated.
  const email = `info.${stamp}@example.com`;
  expect((await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect((await request.post('/api/users/register', { data: { email, password, code } })).ok()).toBe(true);
  const page = await phonePage(browser, 'hi');
  await page.goto('/hi/personal/info.html');
  await page.getByRole('button', { name: text('hi', 'account-pages', 'signIn.button') }).click();
  await signInByPassword(page, 'hi', email, password);
  const problems = reactProblems(page);
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  for (const path of ['/hi/personal/collection.html', '/hi/personal/settings.html']) {
    await page.goto(path);
    await page.waitForTimeout(1_000);
  }
  await expect(page.locator('#settings-current-password')).toBeVisible();
  expect(problems()).toEqual([]);
  await page.context().close();
});
