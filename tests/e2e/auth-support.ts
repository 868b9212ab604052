import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from './test';

/** A text of `locales/<lang>/<namespace>.json` by dotted key, so tests check what a visitor of that language reads. */
export function text(
  lang: string,
  namespace: 'account' | 'account-pages' | 'browse' | 'sharing' | 'community' | 'feedback' | 'film' | 'site-errors',
  key: string,
  values: Record<string, string | number> = {},
): string {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', lang, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  let node: unknown = file;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${lang}/${namespace}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The newest verification code mailed to an address, read from the server's outbox. */
export async function latestCode(request: APIRequestContext, email: string, newerThan = 0): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | null = null;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox')).json()) as Array<{ id: number; to: string; text: string }>;
      const mail = mails.find((entry) => entry.to === email && entry.id > newerThan);
      const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      found = mail && code ? { code, id: mail.id } : null;
      return found !== null;
    })
    .toBe(true);
  return found!;
}

/** Collects console errors and page errors; failed requests a test provokes on purpose are named in `expected`. */
export function watchConsole(page: Page, siteOrigin?: string): { errors: () => string[] } {
  const errors: string[] = [];
  // Pages of other origins (the test's sign-in provider) are not the site's to answer for.
  const onSite = () => siteOrigin === undefined || page.url().startsWith(siteOrigin);
  page.on('console', (message) => {
    if (message.type() === 'error' && onSite()) errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Chromium's message names no URL; this one does, so a failure says which resource was missing.
  page.on('response', (response) => {
    if (response.status() >= 404 && response.status() !== 409 && response.status() !== 429) errors.push(`${response.status()} ${response.url()}`);
  });
  return {
    // A 4xx answer the test asked for (wrong password, 401) is logged by Chromium itself; nothing else may be.
    errors: () =>
      errors.filter((entry) => !/Failed to load resource: the server responded with a status of (400|401|409|429)/.test(entry) && !/^401 /.test(entry)),
  };
}

/** The login modal dialog. */
export const loginDialog = (page: Page) => page.getByRole('dialog');

/** Signs in by password through the modal, from any page with the modal open. */
export async function signInByPassword(page: Page, lang: string, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel(text(lang, 'account', 'email')).fill(email);
  await dialog.getByRole('button', { name: text(lang, 'account', 'next') }).click();
  await dialog.getByLabel(text(lang, 'account', 'password'), { exact: true }).fill(password);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: text(lang, 'account', 'signIn'), exact: true }).click()]);
}

/** An account with a password for `email`, registered through the dev outbox's code when it does not exist yet. */
export async function ensureAccount(api: APIRequestContext, email: string, password: string): Promise<string> {
  const login = async () => (await (await api.post('/api/users/login', { data: { email, password } })).json()) as { code: number; data: { uuid: string } };
  const existing = await login();
  if (existing.code === 0) return existing.data.uuid;
  await api.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } });
  const { code } = await latestCode(api, email);
  const answer = (await (await api.post('/api/users/register', { data: { email, password, code } })).json()) as { code: number; data: { uuid: string } };
  expect(answer.code).toBe(0);
  return answer.data.uuid;
}

/** Signs in by password from the account page's sign-in button (English). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/personal/info.html');
  await page
    .getByRole('button', { name: text('en', 'account-pages', 'signIn.button') })
    .first()
    .click();
  await expect(loginDialog(page)).toBeVisible();
  await signInByPassword(page, 'en', email, password);
}
