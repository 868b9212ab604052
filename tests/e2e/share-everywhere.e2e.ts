import { expect, test, type APIRequestContext, type Page } from './test';
import { text } from './auth-support';

/*
 * Issue 29, item 3: a drama can be shared from its page and from any episode (the player's controls), not only from
 * a lock; the same dialog, share record and count. On a 390x844 phone, in Spanish. Film 1's first 10 episodes are
 * free; video ids are episode ids.
 */

const LANG = 'es';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use(phone);

const shareDialog = (page: Page) => page.getByRole('dialog', { name: text(LANG, 'sharing', 'share.title') });
const tips = (page: Page) => page.getByRole('dialog', { name: text(LANG, 'sharing', 'share.tipsTitle') });
const shareButton = text(LANG, 'film', 'locked.shareButton');

/** Where a short link leads (its redirect), without following it. */
async function target(request: APIRequestContext, link: string): Promise<URL> {
  const answer = await request.get(link, { maxRedirects: 0 });
  return new URL(answer.headers()['location']!, link);
}

/** Shares by copying the link; returns the link shown in the tips, which start at 0 views. */
async function shareByCopy(page: Page): Promise<string> {
  const dialog = shareDialog(page);
  await expect(dialog).toBeVisible();
  // Every channel of the issue is offered: copy, mail, Facebook, X, WhatsApp, Telegram.
  for (const key of [
    'shareLoop.channel.copy',
    'share.channel.mail',
    'share.channel.facebook',
    'share.channel.twitter',
    'shareLoop.channel.whatsapp',
    'shareLoop.channel.telegram',
  ]) {
    await expect(dialog.getByRole('button', { name: text(LANG, 'sharing', key), exact: true }), key).toBeVisible();
  }
  const recorded = page.waitForResponse((response) => /\/api\/films\/share\/1$/.test(new URL(response.url()).pathname), { timeout: 30_000 });
  await dialog.getByRole('button', { name: text(LANG, 'sharing', 'shareLoop.channel.copy'), exact: true }).tap();
  expect(((await (await recorded).json()) as { code: number }).code).toBe(0);
  // The link carries the visitor's id: on a first visit it waits for the identification (slow on a busy machine).
  await expect(tips(page).getByTestId('share-views')).toHaveText(text(LANG, 'sharing', 'share.views', { views: 0 }) + '/3', { timeout: 30_000 });
  return tips(page)
    .getByLabel(text(LANG, 'sharing', 'shareLoop.linkLabel'))
    .inputValue();
}

test('the film page offers Share; its link leads friends to the film page', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.locator('.film-summary').getByRole('button', { name: shareButton, exact: true }).tap();
  const link = await shareByCopy(page);
  expect(link).toMatch(/\/s\/[A-Za-z0-9]{7}$/);
  const landing = await target(request, link);
  expect(landing.pathname).toBe(`/${LANG}/short-play/episodes/romance/1.html`);
  expect(landing.searchParams.get('src_fingerprint')).toMatch(/\S/);
});

test("a free episode offers Share in the player's controls; its link leads friends to that episode", async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${LANG}/playlet/1/videos/3.html`);
  const player = page.getByRole('region', { name: new RegExp(text(LANG, 'film', 'player.label', { title: '' }).trim()) });
  await player.locator('.player__controls').getByRole('button', { name: shareButton, exact: true }).tap();
  const link = await shareByCopy(page);
  const landing = await target(request, link);
  expect(landing.pathname).toBe(`/${LANG}/playlet/1/videos/3.html`);
  expect(landing.searchParams.get('src_fingerprint')).toMatch(/\S/);
});

test("where the device has a share sheet (navigator.share) it is offered first and gets the drama's link", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
  });
  await page.goto(`/${LANG}/playlet/1/videos/3.html`);
  await page.locator('.player__controls').getByRole('button', { name: shareButton, exact: true }).tap();
  const channels = shareDialog(page).locator('.share-channels button');
  await expect(channels.first()).toHaveText(text(LANG, 'sharing', 'shareLoop.channel.native'));
  await channels.first().tap();
  await expect(tips(page).getByTestId('share-views')).toBeVisible({ timeout: 30_000 });
  const link = await tips(page)
    .getByLabel(text(LANG, 'sharing', 'shareLoop.linkLabel'))
    .inputValue();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ url: link }]);
});
