import { ensureAccount, loginDialog, text, watchConsole } from './auth-support';
import { expect, test, type Page } from './test';

/*
 * The error messages (locales/<lang>/site-errors.json) are no part of a page's first download (issue 32, item 4):
 * they load when the page is idle, or when a view first reads one of them, and the views re-render when they come
 * (src/domain/routing/route-features.ts, onDemandNamespaces). Two visitors: one whose first error comes while the
 * messages are still on their way, and one who goes offline after the page settled.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use(phone);

const ERROR_TEXTS = /\/assets\/locale-[a-z]{2}-site-errors-[^/]+\.js$/;

/** The error messages' chunk asked for by the page, with whether the app had taken over by then. */
function watchErrorTexts(page: Page): { asked: () => { url: string; afterApp: boolean }[] } {
  const asked: { url: string; afterApp: boolean }[] = [];
  page.on('request', (request) => {
    if (ERROR_TEXTS.test(request.url())) {
      void page
        .evaluate(() => document.documentElement.hasAttribute('data-app-ready'))
        .then((afterApp) => asked.push({ url: request.url(), afterApp }))
        .catch(() => undefined);
    }
  });
  return { asked: () => asked };
}

async function openSignIn(page: Page, lang: string): Promise<void> {
  await page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  await expect(loginDialog(page)).toBeVisible();
}

test('a visitor whose first error comes before the messages reads it once they arrive; one offline after the page settled reads it at once', async ({
  browser,
  request,
}) => {
  const email = `errors${Date.now()}@example.com`;
  await ensureAccount(request, email, 'right-password-1');

  // A German visitor: the page's messages are held on the way, so the wrong password's alert comes before them.
  const early = await browser.newContext(phone);
  const page = await early.newPage();
  const consoleWatch = watchConsole(page);
  const errorTexts = watchErrorTexts(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ERROR_TEXTS, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/de/personal/info.html');
  // Not in the page's first download: no preload link, no request before the app took over.
  expect(await page.locator(`link[href*="site-errors"]`).count()).toBe(0);
  await openSignIn(page, 'de');
  const dialog = loginDialog(page);
  await dialog.getByLabel(text('de', 'account', 'email')).fill(email);
  await dialog.getByRole('button', { name: text('de', 'account', 'next') }).click();
  await dialog.getByLabel(text('de', 'account', 'password'), { exact: true }).fill('wrong-password');
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/users/login')),
    dialog.getByRole('button', { name: text('de', 'account', 'signIn'), exact: true }).click(),
  ]);
  // The refusal is in; its message is not yet: nothing is shown meanwhile, neither the key nor an English text.
  const message = dialog.locator('.auth-form__error');
  await expect(message).toHaveCount(1);
  await page.waitForTimeout(300);
  await expect(message).toHaveText('');
  release();
  await expect(dialog.getByRole('alert')).toHaveText(text('de', 'site-errors', 'auth.wrong_password'));
  expect(errorTexts.asked().length).toBeGreaterThan(0);
  expect(errorTexts.asked().every((ask) => ask.afterApp && ask.url.includes('/locale-de-site-errors-'))).toBe(true);
  expect(consoleWatch.errors()).toEqual([]);
  await early.close();

  // A Russian visitor who loses the network once the page has settled: the messages came with the idle work.
  const late = await browser.newContext(phone);
  const offline = await late.newPage();
  const lateTexts = watchErrorTexts(offline);
  await offline.goto('/ru/personal/info.html');
  await expect.poll(() => lateTexts.asked().length, { timeout: 15_000 }).toBeGreaterThan(0);
  await offline.waitForLoadState('networkidle');
  await openSignIn(offline, 'ru');
  await late.setOffline(true);
  const offlineDialog = loginDialog(offline);
  await offlineDialog.getByLabel(text('ru', 'account', 'email')).fill(email);
  await offlineDialog.getByRole('button', { name: text('ru', 'account', 'next') }).click();
  await offlineDialog.getByLabel(text('ru', 'account', 'password'), { exact: true }).fill('right-password-1');
  await offlineDialog.getByRole('button', { name: text('ru', 'account', 'signIn'), exact: true }).click();
  await expect(offlineDialog.getByRole('alert')).toHaveText(text('ru', 'site-errors', 'network'));
  await late.close();
});
