import { expect, test } from './test';
import { loginDialog, text, watchConsole } from './auth-support';
import { startLocalProvider, startSiteWithProvider, type LocalProvider } from './oidc-provider';

/*
 * Google sign-in end to end: a local OpenID Connect provider (oidc-provider on loopback) configured on a second
 * site instance as GOOGLE_ISSUER. The SPA sends the visitor to Google's authorization endpoint; the test forwards
 * that navigation, query and all, to the local provider, whose login and consent pages the test fills in.
 */

const sitePort = Number(process.env.E2E_GOOGLE_PORT ?? 3190);
let provider: LocalProvider;
let site: { origin: string; stop(): void };

test.beforeAll(async () => {
  test.setTimeout(320_000);
  provider = await startLocalProvider(`http://127.0.0.1:${sitePort}`);
  site = await startSiteWithProvider(sitePort, provider);
});

test.afterAll(async () => {
  site?.stop();
  await provider?.close();
});

test('sign in with Google (authorization code with state and PKCE) and come back to the page', async ({ page }) => {
  const consoleWatch = watchConsole(page, site.origin);
  const authorizations: URL[] = [];
  await page.route('https://accounts.google.com/**', async (route) => {
    const asked = new URL(route.request().url());
    authorizations.push(asked);
    const local = new URL(`${provider.issuer}/auth`);
    local.search = asked.search;
    await route.fulfill({ status: 302, headers: { location: local.toString() } });
  });

  await page.goto(`${site.origin}/de/personal/info.html`);
  await page.getByRole('button', { name: text('de', 'account-pages', 'signIn.button') }).click();
  await loginDialog(page)
    .getByRole('button', { name: text('de', 'account', 'google') })
    .click();

  // The provider's development login and consent pages.
  await page.locator('input[name="login"]').fill('gina');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  // The exchange goes server -> provider (discovery, token endpoint); a loaded machine can take a while.
  await expect(page).toHaveURL(`${site.origin}/de/personal/info.html`, { timeout: 60_000 });
  await expect(page.getByText('gina@example.com')).toBeVisible();
  const asked = authorizations[0]!;
  expect(asked.searchParams.get('client_id')).toBe(provider.clientId);
  expect(asked.searchParams.get('response_type')).toBe('code');
  expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
  expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(asked.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  expect(asked.searchParams.get('redirect_uri')).toBe(`${site.origin}/`);
  expect(consoleWatch.errors()).toEqual([]);
});

test('a state that does not match is ignored, and a refused code says so in the modal', async ({ page }) => {
  await page.goto(`${site.origin}/?code=forged&state=forged`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
  // A real attempt whose code the provider no longer accepts (replayed): the modal opens with the message.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'accounts.googleSignIn',
      JSON.stringify({ state: 'abcdefghijklmnopqrstuv', verifier: 'v'.repeat(43), returnTo: '/ranking-page.html' }),
    ),
  );
  await page.goto(`${site.origin}/?code=replayed-code&state=abcdefghijklmnopqrstuv`);
  await expect(loginDialog(page)).toBeVisible({ timeout: 60_000 });
  await expect(loginDialog(page).getByRole('alert')).toHaveText(text('en', 'site-errors', 'auth.google_failed'));
  await expect(page).toHaveURL(`${site.origin}/ranking-page.html`);
});
