import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { latestCode, loginDialog, signInByPassword, text } from './auth-support';

/*
 * Issue 29, what a first week of visitors reported about accounts, on a 390 px phone in a second language: common
 * addresses refused at sign-up (1), a sign-in window over the deletion's confirmation (5), a generic error for a
 * short password (7), two opposite messages when a code is asked for again within 30 s (8), and a wrong current
 * password in the settings told as "e-mail or password" (12).
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const stamp = Date.now();
const password = 'secret-pass-29';

async function phonePage(browser: Browser, lang: string, path: string): Promise<Page> {
  const context = await browser.newContext({ ...phone, locale: lang });
  const page = await context.newPage();
  await page.goto(`/${lang}${path}`);
  return page;
}

async function openRegister(page: Page, lang: string): Promise<void> {
  await page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  await loginDialog(page)
    .getByRole('button', { name: text(lang, 'account', 'register.link') })
    .click();
  await expect(loginDialog(page).getByRole('heading', { name: text(lang, 'account', 'title.register') })).toBeVisible();
}

/** Step one of registration with an address; the code goes out on entering step two. */
async function enterEmail(page: Page, lang: string, typed: string): Promise<void> {
  const dialog = loginDialog(page);
  const field = dialog.getByLabel(text(lang, 'account', 'email'));
  await field.fill(typed);
  await field.blur();
  await expect(field).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: text(lang, 'account', 'next') }).click();
  await expect(dialog.getByLabel(text(lang, 'account', 'code.label'))).toBeVisible();
}

async function fillStepTwo(page: Page, lang: string, code: string, secret: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel(text(lang, 'account', 'code.label')).fill(code);
  await dialog.getByLabel(text(lang, 'account', 'password'), { exact: true }).fill(secret);
  await dialog.getByLabel(text(lang, 'account', 'repeatPassword')).fill(secret);
  await dialog.getByRole('button', { name: text(lang, 'account', 'register.submit') }).click();
}

async function registerByApi(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect(((await (await request.post('/api/users/register', { data: { email, password, code } })).json()) as { code: number }).code).toBe(0);
}

test('1: sign-up takes plus-addressing, apostrophes, accents and IDN domains; broken addresses still get emailError (ru)', async ({ browser, request }) => {
  const lang = 'ru';
  const page = await phonePage(browser, lang, '/personal/info.html');
  await openRegister(page, lang);
  const dialog = loginDialog(page);
  const field = dialog.getByLabel(text(lang, 'account', 'email'));
  for (const broken of ['a@b', 'a@@b.c', 'ana drama@example.com']) {
    await field.fill(broken);
    await field.blur();
    await expect(dialog.getByText(text(lang, 'account', 'emailError'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  const plus = `ana+drama.${stamp}@example.com`;
  await enterEmail(page, lang, plus);
  await fillStepTwo(page, lang, (await latestCode(request, plus)).code, password);
  await expect(dialog.getByText(text(lang, 'account', 'register.success'))).toBeVisible();
  await page.screenshot({ path: '/tmp/h29a/item1-ru-390.png' });
  await page.context().close();

  // An accented local part and a Unicode domain: the code goes to the domain's ASCII (xn--) form, which signs in too.
  const unicode = `josé.o'brien.${stamp}@bücher.de`;
  const kept = `josé.o'brien.${stamp}@xn--bcher-kva.de`;
  const second = await phonePage(browser, lang, '/personal/info.html');
  await openRegister(second, lang);
  await enterEmail(second, lang, unicode);
  await fillStepTwo(second, lang, (await latestCode(request, kept)).code, password);
  await expect(loginDialog(second).getByText(text(lang, 'account', 'register.success'))).toBeVisible();
  await second.context().close();
  const signIn = await request.post('/api/users/login', { data: { email: kept, password } });
  expect(((await signIn.json()) as { code: number }).code).toBe(0);
});

test('7: a short password is told at its field, in the page language, not as a generic error (hi)', async ({ browser, request }) => {
  const lang = 'hi';
  const email = `short.${stamp}@example.com`;
  const page = await phonePage(browser, lang, '/personal/info.html');
  await openRegister(page, lang);
  await enterEmail(page, lang, email);
  await fillStepTwo(page, lang, (await latestCode(request, email)).code, 'short12');
  const dialog = loginDialog(page);
  const passwordField = dialog.getByLabel(text(lang, 'account', 'password'), { exact: true });
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#register-password-error')).toHaveText(text(lang, 'site-errors', 'validation.password'));
  await expect(dialog.getByText(text(lang, 'site-errors', 'invalid_request'))).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h29a/item7-hi-390.png' });
  // Fixed, the same form goes through with the code it already has.
  await passwordField.fill(password);
  await dialog.getByLabel(text(lang, 'account', 'repeatPassword')).fill(password);
  await expect(passwordField).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: text(lang, 'account', 'register.submit') }).click();
  await expect(dialog.getByText(text(lang, 'account', 'register.success'))).toBeVisible();
  await page.context().close();
});

test('8: asking for a code again within 30 s shows one state: the code sent, counting down, no failure (de)', async ({ browser }) => {
  const lang = 'de';
  const email = `again.${stamp}@example.com`;
  const page = await phonePage(browser, lang, '/personal/info.html');
  const askForCode = async () => {
    await page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
    const dialog = loginDialog(page);
    await dialog.getByLabel(text(lang, 'account', 'email')).fill(email);
    await dialog.getByRole('button', { name: text(lang, 'account', 'next') }).click();
    await dialog.getByRole('button', { name: text(lang, 'account', 'useCode') }).click();
    await dialog.getByRole('button', { name: text(lang, 'account', 'code.send') }).click();
    return dialog;
  };
  const haveSent = new RegExp(
    text(lang, 'account', 'code.haveSent', { seconds: 'SECONDS' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('SECONDS', '\\d+'),
  );
  const first = await askForCode();
  await expect(first.getByText(haveSent)).toBeVisible();
  // Closing the window reloads the page; the visitor asks again at once.
  await Promise.all([
    page.waitForEvent('load'),
    first
      .getByRole('button', { name: text(lang, 'account', 'close') })
      .first()
      .click(),
  ]);
  const again = await askForCode();
  await expect(again.getByText(haveSent)).toBeVisible();
  // No failure beside it (an empty alert region is fine; one with text is the second message).
  await expect(again.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(again.getByText(text(lang, 'site-errors', 'auth.rate_limited'))).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h29a/item8-de-390.png' });
  await page.context().close();
});

/** A fresh member signed in on the settings page, on a phone in `lang`. */
async function memberSettings(browser: Browser, request: APIRequestContext, lang: string, email: string): Promise<Page> {
  await registerByApi(request, email);
  const page = await phonePage(browser, lang, '/personal/settings.html');
  await page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  await signInByPassword(page, lang, email, password);
  await expect(page.locator('#settings-current-password')).toBeVisible();
  return page;
}

test('12: a wrong current password in the settings is told at its field, not as "e-mail or password" (pt)', async ({ browser, request }) => {
  const lang = 'pt';
  const page = await memberSettings(browser, request, lang, `settings.${stamp}@example.com`);
  await page.locator('#settings-current-password').fill('not-my-password');
  await page.locator('#settings-new-password').fill('another-pass-29');
  await page.locator('#settings-repeat-password').fill('another-pass-29');
  await page.getByRole('button', { name: text(lang, 'account-pages', 'account.password.submit') }).click();
  await expect(page.locator('#settings-current-password-error')).toHaveText(text(lang, 'site-errors', 'account.wrong_password'));
  await expect(page.locator('#settings-current-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(text(lang, 'site-errors', 'auth.wrong_password'))).toHaveCount(0);
  // A new password the contract refuses (too short) is told under the new password, in the page's language.
  await page.locator('#settings-current-password').fill(password);
  await page.locator('#settings-new-password').fill('short12');
  await page.locator('#settings-repeat-password').fill('short12');
  await page.getByRole('button', { name: text(lang, 'account-pages', 'account.password.submit') }).click();
  await expect(page.locator('#settings-new-password-error')).toHaveText(text(lang, 'site-errors', 'validation.new_password'));
  await page.screenshot({ path: '/tmp/h29a/item12-pt-390.png', fullPage: true });
  await page.context().close();
});

test('5: deleting the account shows its confirmation (date, how to cancel) and signs out, no sign-in window (pt)', async ({ browser, request }) => {
  const lang = 'pt';
  const page = await memberSettings(browser, request, lang, `leaving.${stamp}@example.com`);
  await page.getByRole('button', { name: text(lang, 'account-pages', 'account.delete.start') }).click();
  await page.locator('#settings-delete-password').fill(password);
  await page.getByRole('button', { name: text(lang, 'account-pages', 'account.delete.confirm') }).click();
  // The confirmation says when the account is erased (in the page's language) and that signing in cancels it.
  const scheduledTail = text(lang, 'account-pages', 'account.delete.scheduled', { date: 'DATE' }).split('DATE')[1]!.trim();
  const confirmation = page.getByRole('status').filter({ hasText: scheduledTail });
  await expect(confirmation).toBeVisible();
  const erasure = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('pt', { dateStyle: 'long' });
  await expect(confirmation).toContainText(erasure);
  // Nothing opens over it a moment later (the sign-in window did, and signing in there cancelled the deletion).
  await page.waitForTimeout(1_500);
  await expect(loginDialog(page)).toBeHidden();
  await expect(confirmation).toBeVisible();
  await page.screenshot({ path: '/tmp/h29a/item5-pt-390.png' });
  // Signed out in this browser: a reload shows the sign-in prompt, and still no window.
  await page.reload();
  await expect(page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') })).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
  await page.context().close();
});
