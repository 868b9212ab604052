import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContextOptions, type Page, type Request } from './test';
import { startExtraServer, type ExtraServer } from './extra-server';

/**
 * Consent journeys on a site whose operator configured a tag manager (a server of its own, since the suite's
 * server has none): Global Privacy Control, reject all, accept all, a change of mind from the footer, and a friend
 * who says no but whose visit through a shared link still counts (necessary, per the privacy policy's table).
 */

const TAG_MANAGER_ID = 'GTM-E2E0001';
const NO_STORAGE = { cookies: [], origins: [] };

function consentText(lang: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', lang, 'site.json'), 'utf8'));
  for (const part of `consent.${key}`.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}

let site: ExtraServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startExtraServer({ TAG_MANAGER_ID });
});
test.afterAll(async () => site?.stop());

/** A first-time visitor's browser on that site, watching for the tag manager, the pixel and the visitor call. */
async function visitor(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: site.url, storageState: NO_STORAGE, ...options });
  const tagManager: string[] = [];
  const pixels: URLSearchParams[] = [];
  const visitorKeys: string[] = [];
  // No internet here: the tag manager's script is answered locally; what matters is whether it is asked for.
  await context.route('https://www.googletagmanager.com/**', (route) => {
    tagManager.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true;' });
  });
  context.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/_icon.png') pixels.push(url.searchParams);
    if (url.pathname === '/api/users/create') visitorKeys.push(String((request.postDataJSON() as { x_u_key?: string }).x_u_key));
  });
  const page = await context.newPage();
  return { context, page, tagManager, pixels, visitorKeys };
}

/** Waits until the app has identified the visitor: tracking starts then, so its absence afterwards means something. */
const identified = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/create', { timeout: 60_000 });

const dialog = (page: Page, lang = 'en') => page.getByRole('dialog', { name: consentText(lang, 'title') });

test('Global Privacy Control: no question, no tag manager, no statistics, no fingerprint', async ({ browser }) => {
  const { context, page, tagManager, pixels, visitorKeys } = await visitor(browser, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const done = identified(page);
  await page.goto('/');
  await done;
  await page.getByRole('link', { name: 'Ranking' }).first().click();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
  expect(tagManager).toEqual([]);
  expect(pixels).toEqual([]);
  expect(visitorKeys[0]).toMatch(/^none\./);
  // Reopened from the footer, the dialog says why and offers no way around the signal.
  await page.getByRole('button', { name: consentText('en', 'footer') }).click();
  await expect(dialog(page)).toContainText(consentText('en', 'gpc'));
  await expect(dialog(page).getByRole('button', { name: consentText('en', 'acceptAll') })).toBeDisabled();
  await context.close();
});

test('a German visitor on a phone rejects all, keeps that choice after a reload, then accepts from the footer', async ({ browser }) => {
  const { context, page, tagManager, pixels, visitorKeys } = await visitor(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto('/de/');
  const choices = dialog(page, 'de');
  await expect(choices).toBeVisible();
  // Not a wall: the page under it stays readable and usable.
  await expect(page.getByRole('main')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.consent').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The three ways out are the same kind of button, side by side.
  const buttons = choices.getByRole('button');
  await expect(buttons).toHaveText([consentText('de', 'rejectAll'), consentText('de', 'choose'), consentText('de', 'acceptAll')]);

  const done = identified(page);
  await choices.getByRole('button', { name: consentText('de', 'rejectAll') }).click();
  await expect(choices).toHaveCount(0);
  await done;
  await page.waitForLoadState('networkidle');
  expect(tagManager).toEqual([]);
  expect(pixels).toEqual([]);
  expect(visitorKeys[0]).toMatch(/^none\./);
  expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toMatch(/^v1\.a0\.m0\.\d+$/);

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page, 'de')).toHaveCount(0);
  expect(tagManager).toEqual([]);

  await page.getByRole('button', { name: consentText('de', 'footer') }).click();
  await expect(dialog(page, 'de')).toBeVisible();
  await expect(dialog(page, 'de').getByRole('heading', { name: consentText('de', 'title') })).toBeFocused();
  await dialog(page, 'de')
    .getByRole('button', { name: consentText('de', 'acceptAll') })
    .click();
  await expect.poll(() => tagManager.length).toBe(1);
  await expect.poll(() => pixels.filter((p) => p.get('ev') === 'pv').length).toBeGreaterThan(0);
  // Requested is not yet run: the script executes once its answer has arrived.
  await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan)).toBe(true);
  await context.close();
});

test('accept all on a first visit loads the tag manager with the consent given and counts the page', async ({ browser }) => {
  const { context, page, tagManager, pixels } = await visitor(browser);
  await page.goto('/');
  await dialog(page)
    .getByRole('button', { name: consentText('en', 'choose') })
    .click();
  await dialog(page)
    .getByRole('checkbox', { name: new RegExp(consentText('en', 'analytics.name')) })
    .check();
  await dialog(page)
    .getByRole('button', { name: consentText('en', 'save') })
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => tagManager).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`]);
  const consentDefault = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)) as unknown[][]).find(
      (entry) => entry[0] === 'consent',
    ),
  );
  expect(consentDefault).toEqual([
    'consent',
    'default',
    { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);
  await expect.poll(() => pixels.filter((p) => p.get('ev') === 'pv').length, { timeout: 60_000 }).toBeGreaterThan(0);
  await context.close();
});

test("a friend who rejected all still counts for the sharer's unlock (necessary), without a fingerprint", async ({ browser, request }) => {
  const created = await request.post(`${site.url}/api/users/create`, { data: { x_u_key: `sharer-${Date.now()}.e2e-consent` } });
  const sharer = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  const shared = await request.post(`${site.url}/api/films/share/1`, { headers: { Fingerprint: sharer }, data: { channel: 'facebook' } });
  const shareRecordId = ((await shared.json()) as { data: { share_record_id: number } }).data.share_record_id;

  const { context, page, pixels, visitorKeys, tagManager } = await visitor(browser);
  await context.addCookies([{ name: 'consent', value: `v1.a0.m0.${Date.now() - 60_000}`, url: site.url }]);
  const confirmed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/films/share-visit', { timeout: 60_000 });
  await page.goto(`/playlet/1/plots.html?src_fingerprint=${sharer}&share_record_id=${shareRecordId}`);
  const visit = (await (await confirmed).json()) as { data: { counted: boolean; reason: string } };
  expect(visit.data).toMatchObject({ counted: true, reason: 'counted' });
  expect(visitorKeys[0]).toMatch(/^none\./);
  await expect(dialog(page)).toHaveCount(0);
  expect(pixels).toEqual([]);
  expect(tagManager).toEqual([]);
  await context.close();
});
