import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { latestCode, signInByPassword, text } from './auth-support';

test.describe.configure({ mode: 'serial' });

const t = (key: string, values: Record<string, string | number> = {}) => text('en', 'account-pages', `account.${key}`, values);

/** A member registered through the API (the code read from the dev outbox). */
async function registerMember(request: APIRequestContext, email: string, password: string): Promise<void> {
  expect((await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  const res = await request.post('/api/users/register', { data: { email, password, code } });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

/** A fresh browser context signed in on the settings page through the login modal. */
async function signedInSettings(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/personal/settings.html');
  await page.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') }).click();
  await signInByPassword(page, 'en', email, password);
  await expect(page.getByRole('heading', { name: t('password.title') })).toBeVisible();
  return page;
}

/** Whether the API accepts a password for an address. */
async function canSignIn(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  const res = await request.post('/api/users/login', { data: { email, password } });
  return ((await res.json()) as { code: number }).code === 0;
}

test('a password change in one browser signs the other out; the old password fails, the new one works; a mail is sent', async ({ browser, request }) => {
  const email = `pw${Date.now()}@example.com`;
  await registerMember(request, email, 'first password');
  const first = await signedInSettings(browser, email, 'first password');
  const second = await signedInSettings(browser, email, 'first password');

  await first.getByLabel(t('password.current')).fill('first password');
  await first.getByLabel(t('password.new'), { exact: true }).fill('second password');
  await first.getByLabel(t('password.repeat')).fill('second password');
  await first.getByRole('button', { name: t('password.submit') }).click();
  await expect(first.getByText(t('password.changed'))).toBeVisible();

  // The second browser's token is gone: on its next load it shows the sign-in prompt.
  await second.reload();
  await expect(second.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') })).toBeVisible();
  // The first stays signed in.
  await first.reload();
  await expect(first.getByRole('heading', { name: t('password.title') })).toBeVisible();

  expect(await canSignIn(request, email, 'first password')).toBe(false);
  expect(await canSignIn(request, email, 'second password')).toBe(true);
  const mails = (await (await request.get('/dev/outbox')).json()) as Array<{ to: string; subject: string }>;
  expect(mails.some((m) => m.to === email && m.subject === 'Your ShortDrama password was changed')).toBe(true);
});

test('an e-mail change with a code: the new address signs in, the old one no more', async ({ browser, request }) => {
  const oldEmail = `old${Date.now()}@example.com`;
  const newEmail = `new${Date.now()}@example.com`;
  await registerMember(request, oldEmail, 'some password');
  const page = await signedInSettings(browser, oldEmail, 'some password');
  await expect(page.getByText(t('email.current', { email: oldEmail }))).toBeVisible();
  await page.getByLabel(t('email.new')).fill(newEmail);
  await page.getByRole('button', { name: t('email.sendCode') }).click();
  const { code } = await latestCode(request, newEmail);
  await page.getByLabel(t('code')).fill(code);
  await page.getByRole('button', { name: t('email.confirm') }).click();
  await expect(page.getByText(t('email.current', { email: newEmail }))).toBeVisible();

  expect(await canSignIn(request, newEmail, 'some password')).toBe(true);
  expect(await canSignIn(request, oldEmail, 'some password')).toBe(false);
});

test('the settings screen at 390 and 1440 px (screenshots for docs/)', async ({ browser, request }) => {
  const email = `shots${Date.now()}@example.com`;
  await registerMember(request, email, 'some password');
  const other = await signedInSettings(browser, email, 'some password');
  const page = await signedInSettings(browser, email, 'some password');
  await expect(page.getByRole('button', { name: t('sessions.signOutOthers') })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `docs/screenshots/account-settings-${width}.png`, fullPage: true });
  }
  // Sign out the other browser from the list.
  await page.getByRole('button', { name: t('sessions.signOutOthers') }).click();
  await expect(page.getByRole('button', { name: t('sessions.signOutOthers') })).toBeHidden();
  await other.reload();
  await expect(other.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') })).toBeVisible();
});
