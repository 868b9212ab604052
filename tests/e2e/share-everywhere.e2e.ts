import { expect, test, type Page } from './test';
import { text } from './auth-support';
import { shareByCopy, shareDialog as sharingDialog, shareTips, shortLinkTarget as target } from './share-support';

/*
 * Issue 29, item 3: a drama can be shared from its page and from any episode (the player's controls), not only from
 * a lock; the same dialog, share record and count. On a 390x844 phone, in Spanish. Film 1's first 10 episodes are
 * free; video ids are episode ids.
 */

const LANG = 'es';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use(phone);

const shareDialog = (page: Page) => sharingDialog(page, LANG);
const tips = (page: Page) => shareTips(page, LANG);
const shareButton = text(LANG, 'film', 'locked.shareButton');

test('the film page offers Share; its link leads friends to the film page', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.locator('.film-summary').getByRole('button', { name: shareButton, exact: true }).tap();
  const link = await shareByCopy(page, LANG, 1);
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
  const link = await shareByCopy(page, LANG, 1);
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
