import { expect, test } from './test';
import { loginDialog, text } from './auth-support';

/*
 * The sign-in dialog keeps the keyboard inside itself through every step: Enter moves on and the next step's
 * field has focus, so what the visitor types next lands there (it used to fall to the page with the typed password).
 */

test('focus follows the sign-in steps: e-mail, password, code, register', async ({ page }) => {
  await page.goto('/personal/info.html');
  await page.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') }).click();
  const dialog = loginDialog(page);
  const email = dialog.getByLabel(text('en', 'account', 'email'));
  await expect(email).toBeFocused();
  await page.keyboard.type('reader@example.com');
  await page.keyboard.press('Enter');

  const password = dialog.getByLabel(text('en', 'account', 'password'), { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type('typed-secret');
  await expect(password).toHaveValue('typed-secret');

  await dialog.getByRole('button', { name: text('en', 'account', 'useCode') }).click();
  const code = dialog.getByLabel(text('en', 'account', 'code.label'));
  await expect(code).toBeFocused();
  await page.keyboard.type('123');
  await expect(code).toHaveValue('123');

  await dialog.getByRole('button', { name: text('en', 'account', 'usePassword') }).click();
  await expect(password).toBeFocused();
  // Tab and Shift+Tab go round the dialog's own controls and never reach the page behind.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press(step % 3 === 0 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await dialog.getByRole('button', { name: text('en', 'account', 'back') }).click();
  await expect(email).toBeFocused();
  await dialog.getByRole('button', { name: text('en', 'account', 'register.link') }).click();
  const registerEmail = dialog.getByLabel(text('en', 'account', 'email'));
  await expect(registerEmail).toBeFocused();
  await registerEmail.fill(`focus${Date.now()}@example.com`);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(text('en', 'account', 'code.label'))).toBeFocused();
});
