import { expect, test, type Page } from './test';
import { latestCode, loginDialog, signInByPassword, text, watchConsole } from './auth-support';

/*
 * Accounts end to end against the real server and its outbox: register, sign out, sign in by password and by code,
 * favourite and rate a drama, find both in the collection, rename, a 401 opening the modal, in several languages.
 * Film 1 (category romance) is seeded.
 */

const password = 'secret-pass-1';
const email = `member${Date.now()}@example.com`;

// The machine running these is shared and slow; a whole registration takes more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function openModalFromInfo(page: Page, lang: string) {
  await page.goto(lang === 'en' ? '/personal/info.html' : `/${lang}/personal/info.html`);
  await page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  await expect(loginDialog(page)).toBeVisible();
}

test('register with the mailed code, wrong input at each step keeping what was typed, then rename and sign out', async ({ page, request }) => {
  const consoleWatch = watchConsole(page);
  await openModalFromInfo(page, 'en');
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: text('en', 'account', 'register.link') }).click();
  await expect(dialog.getByRole('heading', { name: text('en', 'account', 'title.register') })).toBeVisible();

  const emailField = dialog.getByLabel(text('en', 'account', 'email'));
  await emailField.focus();
  await emailField.blur();
  await expect(dialog.getByText(text('en', 'account', 'inputRegisterEmail'))).toBeVisible();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await emailField.fill('not-an-email');
  await emailField.blur();
  await expect(dialog.getByText(text('en', 'account', 'emailError'))).toBeVisible();
  await expect(emailField).toHaveValue('not-an-email');
  await emailField.fill(email);
  await emailField.blur();
  await expect(emailField).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: text('en', 'account', 'next') }).click();

  // Entering step 2 sends the code: the resend link counts down.
  await expect(dialog.getByText(/Code sent\. You can ask for a new one in \d+ s\./)).toBeVisible();
  const { code } = await latestCode(request, email);
  const codeField = dialog.getByLabel(text('en', 'account', 'code.label'));
  const passwordField = dialog.getByLabel(text('en', 'account', 'password'), { exact: true });
  const repeatField = dialog.getByLabel(text('en', 'account', 'repeatPassword'));
  await passwordField.fill(password);
  await repeatField.fill('something-else');
  await repeatField.blur();
  await expect(dialog.getByText(text('en', 'account', 'paswdError'))).toBeVisible();
  await repeatField.fill(password);
  const wrongCode = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrongCode);
  await dialog.getByRole('button', { name: text('en', 'account', 'register.submit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(text('en', 'site-errors', 'auth.code_invalid'));
  await expect(passwordField).toHaveValue(password);
  await expect(repeatField).toHaveValue(password);
  await codeField.fill(code);
  await dialog.getByRole('button', { name: text('en', 'account', 'register.submit') }).click();
  await expect(dialog.getByText(text('en', 'account', 'register.success'))).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: text('en', 'account', 'register.confirm') }).click()]);

  // Signed in after the reload, on the page the visitor was on.
  await expect(page).toHaveURL(/\/personal\/info\.html$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: text('en', 'account-pages', 'info.rename') }).click();
  const nameField = page.getByLabel(text('en', 'account-pages', 'info.newUsername'));
  await nameField.fill('A');
  await nameField.blur();
  await expect(page.getByText(text('en', 'account-pages', 'info.usernameLength'))).toBeVisible();
  await nameField.fill('Ana Tester');
  await page.getByRole('button', { name: text('en', 'account-pages', 'info.save') }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Ana Tester' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ana Tester')).toBeVisible();

  await page.getByRole('button', { name: text('en', 'account-pages', 'info.signOut') }).click();
  await expect(page.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'user_state')?.value ?? '').not.toContain('token');
  expect(consoleWatch.errors()).toEqual([]);
});

test('sign in by password (a wrong one first) and by e-mail code', async ({ page, request }) => {
  const consoleWatch = watchConsole(page);
  await openModalFromInfo(page, 'en');
  const dialog = loginDialog(page);
  await dialog.getByLabel(text('en', 'account', 'email')).fill(email);
  await dialog.getByRole('button', { name: text('en', 'account', 'next') }).click();
  const passwordField = dialog.getByLabel(text('en', 'account', 'password'), { exact: true });
  await passwordField.focus();
  await passwordField.blur();
  await expect(dialog.getByText(text('en', 'account', 'inputPassword'))).toBeVisible();
  await passwordField.fill('wrong-password');
  await dialog.getByRole('button', { name: text('en', 'account', 'signIn'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(text('en', 'site-errors', 'auth.wrong_password'));
  await expect(passwordField).toHaveValue('wrong-password');
  await passwordField.fill(password);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: text('en', 'account', 'signIn'), exact: true }).click()]);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: text('en', 'account-pages', 'info.signOut') }).click();

  // By code: the countdown shows after sending, back leads to the password view.
  const before = await latestCode(request, email);
  await page.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') }).click();
  await dialog.getByLabel(text('en', 'account', 'email')).fill(email);
  await dialog.getByRole('button', { name: text('en', 'account', 'next') }).click();
  await dialog.getByRole('button', { name: text('en', 'account', 'useCode') }).click();
  await expect(dialog.getByRole('heading', { name: text('en', 'account', 'title.code') })).toBeVisible();
  await dialog.getByRole('button', { name: text('en', 'account', 'code.send') }).click();
  await expect(dialog.getByText(/Code sent\. You can ask for a new one in \d+ s\./)).toBeVisible();
  await expect(dialog.getByRole('button', { name: text('en', 'account', 'code.send') })).toHaveCount(0);
  // One code per address every 30 s: right after registering, the server refuses; the countdown still runs.
  if (await dialog.getByText(text('en', 'site-errors', 'auth.rate_limited')).isVisible()) {
    await dialog.getByRole('button', { name: text('en', 'account', 'code.resend') }).click({ timeout: 40_000 });
    await expect(dialog.getByText(/Code sent\. You can ask for a new one in \d+ s\./)).toBeVisible();
  }
  const { code } = await latestCode(request, email, before.id);
  await dialog.getByLabel(text('en', 'account', 'code.label')).fill(code);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: text('en', 'account', 'signIn'), exact: true }).click()]);
  await expect(page.getByText(email)).toBeVisible();
  expect(consoleWatch.errors()).toEqual([]);
});

test('an anonymous favourite asks to sign in and completes after it; rate; both show in the collection', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/short-play/episodes/romance/1.html');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await page.getByRole('button', { name: new RegExp(text('en', 'film', 'engagement.favorite')) }).click();
  await expect(loginDialog(page)).toBeVisible();
  await signInByPassword(page, 'en', email, password);
  // After the reload the pending favourite completes on the same page.
  await expect(page).toHaveURL(/\/short-play\/episodes\/romance\/1\.html$/);
  const favorite = page.getByRole('button', { name: new RegExp(text('en', 'film', 'engagement.favorited')) });
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: text('en', 'film', 'engagement.stars_other', { count: 4 }) }).click();
  await expect(page.getByText(text('en', 'film', 'engagement.yourRating', { score: 4 }))).toBeVisible();

  await page.goto('/personal/collection.html');
  const favorites = page.getByRole('region', { name: text('en', 'account-pages', 'collection.favorites') });
  const rated = page.getByRole('region', { name: text('en', 'account-pages', 'collection.rated') });
  await expect(favorites.getByRole('heading', { name: title })).toBeVisible();
  await expect(rated.getByRole('heading', { name: title })).toBeVisible();
  await expect(rated.getByRole('button', { name: text('en', 'film', 'engagement.stars_other', { count: 4 }) })).toHaveAttribute('aria-pressed', 'true');
  // Re-rate in place, then remove the favourite: the empty state leads back to browsing.
  await rated.getByRole('button', { name: text('en', 'film', 'engagement.stars_other', { count: 2 }) }).click();
  await expect(rated.getByRole('button', { name: text('en', 'film', 'engagement.stars_other', { count: 2 }) })).toHaveAttribute('aria-pressed', 'true');
  await favorites.getByRole('button', { name: text('en', 'account-pages', 'collection.removeNamed', { title }) }).click();
  await expect(favorites.getByText(text('en', 'account-pages', 'collection.favoritesEmpty'))).toBeVisible();
  await expect(favorites.getByRole('link', { name: text('en', 'account-pages', 'collection.browse') })).toBeVisible();
  expect(consoleWatch.errors()).toEqual([]);
});

test('a call answered 401 opens the login modal', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await openModalFromInfo(page, 'en');
  await signInByPassword(page, 'en', email, password);
  await page.goto('/short-play/episodes/romance/1.html');
  // The app starts after the server's first paint: let it finish its own calls before the session dies.
  await expect(page.getByRole('button', { name: new RegExp(text('en', 'film', 'engagement.favorite')) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const state = (await page.context().cookies()).find((cookie) => cookie.name === 'user_state');
  const token = (JSON.parse(decodeURIComponent(state?.value ?? '{}')) as { token?: string }).token;
  expect(token).toBeTruthy();
  // The session ends on the server behind the page's back; the next call needing it answers 401.
  const revoked = await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await page.getByRole('button', { name: new RegExp(text('en', 'film', 'engagement.favorite')) }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByRole('heading', { name: text('en', 'account', 'title.signIn') })).toBeVisible();
  // Esc closes the modal, which reloads the page; the reloaded page's get_user answers 401 too, so it asks again
  // and forgets the dead token. Closing once more leaves an anonymous page without the modal.
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Escape')]);
  await expect(loginDialog(page)).toBeVisible();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Escape')]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
  expect(consoleWatch.errors()).toEqual([]);
});

for (const lang of ['pt', 'de', 'hi']) {
  test(`sign in and the spec's messages in ${lang}`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await openModalFromInfo(page, lang);
    const dialog = loginDialog(page);
    const emailField = dialog.getByLabel(text(lang, 'account', 'email'));
    await emailField.focus();
    await emailField.blur();
    await expect(dialog.getByText(text(lang, 'account', 'inputEmail'))).toBeVisible();
    await emailField.fill('x@y');
    await dialog.getByRole('button', { name: text(lang, 'account', 'next') }).click();
    await expect(dialog.getByText(text(lang, 'account', 'emailError'))).toBeVisible();
    const terms = dialog.getByRole('link', { name: text(lang, 'account', 'legal.terms') });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('href', `/${lang}/terms.html`);
    await emailField.fill(email);
    await dialog.getByRole('button', { name: text(lang, 'account', 'next') }).click();
    await dialog.getByLabel(text(lang, 'account', 'password'), { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: text(lang, 'account', 'signIn'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text(lang, 'site-errors', 'auth.wrong_password'));
    await dialog.getByLabel(text(lang, 'account', 'password'), { exact: true }).fill(password);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: text(lang, 'account', 'signIn'), exact: true }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'account-pages', 'info.title') })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(consoleWatch.errors()).toEqual([]);
  });
}
