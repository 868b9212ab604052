import { networkInterfaces } from 'node:os';
import { request as apiRequest } from '@playwright/test';
import { expect, test } from './test';
import { latestCode, loginDialog, text } from './auth-support';
import { startExtraServer, type ExtraServer } from './extra-server';

/*
 * Issue 30, item 1: a newcomer's server without SMTP, listening on every interface, and a phone on the same network
 * (this machine's own network address: the connection never leaves the machine, but it is not loopback). The phone
 * uses the site and signs up in German; the outbox answers it 404 (before, it showed every code to anyone), and the
 * code is read on the machine that runs the server, as the start log and the README say.
 */

const lang = 'de';
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.skip(!networkAddress, 'this machine has no non-loopback IPv4 interface');

let site: ExtraServer & { port: number };
test.beforeAll(async () => {
  site = await startExtraServer({ DEMO_SEED_FILMS: '3' }, 300_000, '0.0.0.0');
});
test.afterAll(async () => {
  await site?.stop();
});

test('a phone on the network signs up with the code read on the server machine; the outbox answers the phone 404', async ({ browser }) => {
  const phoneOrigin = `http://${networkAddress}:${site.port}`;
  const email = `phone${Date.now()}@example.com`;
  const password = 'phone-pass-1';
  const phone = await browser.newContext({ baseURL: phoneOrigin, viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  // The visitor already answered the privacy choices (as the suite's other visitors have, on 127.0.0.1).
  await phone.addCookies([{ name: 'consent', value: `v1.a1.m0.${Date.now()}`, domain: networkAddress!, path: '/', sameSite: 'Lax' }]);
  const page = await phone.newPage();

  await page.goto(`/${lang}/personal/info.html`);
  await page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: text(lang, 'account', 'register.link') }).click();
  await dialog.getByLabel(text(lang, 'account', 'email')).fill(email);
  await dialog.getByRole('button', { name: text(lang, 'account', 'next') }).click();
  const codeField = dialog.getByLabel(text(lang, 'account', 'code.label'));
  await expect(codeField).toBeVisible();

  // The code is in the outbox, read on the server's own machine...
  const onServerMachine = await apiRequest.newContext({ baseURL: site.url });
  const { code } = await latestCode(onServerMachine, email);
  await onServerMachine.dispose();
  // ...but the phone, asking the same server at its network address, gets 404: no list, no code.
  const fromPhone = await phone.request.get('/dev/outbox');
  expect(fromPhone.status()).toBe(404);
  const body = await fromPhone.text();
  expect(body).not.toContain(code);
  expect(body).not.toContain(email);
  // The same in the phone's browser tab (a visitor typing the address).
  const tab = await phone.newPage();
  const opened = await tab.goto('/dev/outbox');
  expect(opened?.status()).toBe(404);
  await expect(tab.locator('body')).not.toContainText(email);
  await tab.close();

  await dialog.getByLabel(text(lang, 'account', 'password'), { exact: true }).fill(password);
  await dialog.getByLabel(text(lang, 'account', 'repeatPassword')).fill(password);
  await codeField.fill(code);
  await page.screenshot({ path: '/tmp/outbox-phone-de.png' });
  await dialog.getByRole('button', { name: text(lang, 'account', 'register.submit') }).click();
  await expect(dialog.getByText(text(lang, 'account', 'register.success'))).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: text(lang, 'account', 'register.confirm') }).click()]);
  await expect(page.getByText(email)).toBeVisible();
  await phone.close();
});
