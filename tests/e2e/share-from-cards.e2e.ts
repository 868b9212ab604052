import { expect, test, type Locator, type Page } from './test';
import { text } from './auth-support';
import { cutChunk } from './chunk-cut';
import { openSharedLink, shareByCopy, shareDialog, shareTips, shareViews, shortLinkTarget } from './share-support';

/*
 * Issue 29, item 3: a drama can be shared from the cards of every list (home rails, categories, rankings, search
 * results), as from its page: a Share button beside the card's link (never inside it), named after the drama in
 * the page's language, that opens the same share dialog (the device's share sheet first where there is one) with
 * the same share record and counting. On a 390x844 phone in Hindi, and with the keyboard on a 1440 px desktop.
 */

const LANG = 'hi';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

/** A list's card: its link (to the drama's page), the drama's id and its Share button, found by its accessible name. */
async function cardOf(card: Locator, lang: string): Promise<{ share: Locator; filmId: number; href: string }> {
  const link = card.getByRole('link');
  const href = (await link.getAttribute('href'))!;
  const filmId = Number(/\/(\d+)\.html$/.exec(href)?.[1]);
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const share = card.getByRole('button', { name: text(lang, 'browse', 'card.share', { title }), exact: true });
  await expect(share).toBeVisible();
  // Beside the link, not in it: a button inside <a> is interactive content nested in interactive content.
  await expect(link.getByRole('button')).toHaveCount(0);
  expect(await share.evaluate((button) => button.closest('a'))).toBeNull();
  return { share, filmId, href };
}

/** Pages without a device share sheet (desktop Chromium on Linux has none; a phone's is stubbed where wanted). */
const withoutShareSheet = (page: Page) => page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);

test.describe('Share on the cards of lists', () => {
  test.use(phone);
  test.setTimeout(150_000);

  test("a home card's Share gives the drama's link; a friend opening it is counted as from the film page", async ({ browser, request }) => {
    const sharerContext = await browser.newContext({ ...phone, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await sharerContext.newPage();
    await withoutShareSheet(page);
    const shares: string[] = [];
    page.on('request', (request) => /\/api\/films\/share\//.test(request.url()) && shares.push(request.url()));
    await page.goto(`/${LANG}/`);
    const { share, filmId, href } = await cardOf(page.getByRole('main').getByRole('article').first(), LANG);
    expect(href).toMatch(new RegExp(`^/${LANG}/short-play/episodes/`));
    // Nothing is shared (and no share record made) before the visitor asks.
    expect(shares).toEqual([]);

    await share.tap();
    const link = await shareByCopy(page, LANG, filmId);
    expect(link).toMatch(/\/s\/[A-Za-z0-9]{7}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The link leads friends to the drama's page (not to the list it was shared from), with the sharer's id.
    const landing = await shortLinkTarget(request, link);
    expect(landing.pathname).toBe(href);
    expect(landing.searchParams.get('src_fingerprint')).toMatch(/\S/);

    // A friend in another browser is counted once; the sharer's tips follow without a reload.
    const friendContext = await browser.newContext(phone);
    const friend = await friendContext.newPage();
    expect(await openSharedLink(friend, link)).toEqual(expect.objectContaining({ counted: true, reason: 'counted' }));
    expect(new URL(friend.url()).pathname).toBe(href);
    await expect(shareTips(page, LANG).getByTestId('share-views')).toHaveText(shareViews(LANG, 1), { timeout: 30_000 });
    // The same friend again, and the sharer's own visit, are not counted (the same rules as every share).
    expect(await openSharedLink(await friendContext.newPage(), link)).toEqual(expect.objectContaining({ counted: false, reason: 'repeat' }));
    expect(await openSharedLink(await sharerContext.newPage(), link)).toEqual(expect.objectContaining({ counted: false, reason: 'sharer' }));
    await page.bringToFront();
    await expect(shareTips(page, LANG).getByTestId('share-views')).toHaveText(shareViews(LANG, 1));
    await Promise.all([sharerContext.close(), friendContext.close()]);
  });

  test("where the phone has a share sheet, a search result's Share offers it first with the drama's link", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
    });
    await page.goto(`/${LANG}/short-play-search.html?keyword=love`);
    const results = page.getByRole('main').getByRole('list', { name: /love/ });
    const { share, filmId } = await cardOf(results.getByRole('article').first(), LANG);
    await share.tap();
    const channels = shareDialog(page, LANG).locator('.share-channels button');
    await expect(channels.first()).toHaveText(text(LANG, 'sharing', 'shareLoop.channel.native'));
    const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/films/share/${filmId}`, { timeout: 30_000 });
    // Tapped at once: the share waits for this first visit's identification, then is recorded as this visitor's.
    await channels.first().tap();
    expect(((await (await recorded).json()) as { code: number }).code).toBe(0);
    await expect(shareTips(page, LANG).getByTestId('share-views')).toBeVisible({ timeout: 30_000 });
    const link = await shareTips(page, LANG)
      .getByLabel(text(LANG, 'sharing', 'shareLoop.linkLabel'))
      .inputValue();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ url: link }]);
  });

  test("when the share code never arrives, a card's Share says so and the list stays", async ({ page }) => {
    const cut = await cutChunk(page, /\/assets\/actions-[^/]+\.js$/);
    await page.goto(`/${LANG}/short-play/romance/1.html`);
    const card = page.getByRole('main').getByRole('article').first();
    const { share } = await cardOf(card, LANG);
    await share.tap();
    // After the loading policy's attempts (with their pauses), a message in the page's language, and no dialog.
    await expect(page.getByText(text(LANG, 'browse', 'card.shareFailed'))).toBeVisible({ timeout: 45_000 });
    expect(cut.requests()).toBeGreaterThan(0);
    await expect(shareDialog(page, LANG)).toHaveCount(0);
    await expect(card.getByRole('link')).toBeVisible();
  });
});

test.describe('Share on the cards of lists, with a keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every card of a category and of the ranking has its Share; Enter opens the dialog and Esc returns to the card', async ({ page }) => {
    const lang = 'ru';
    for (const path of [`/${lang}/short-play/romance/1.html`, `/${lang}/ranking-page.html`]) {
      await page.goto(path);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < Math.min(count, 6); index++) await cardOf(cards.nth(index), lang);
    }
    const { share } = await cardOf(page.getByRole('main').getByRole('article').nth(1), lang);
    // From the card's link, Tab reaches its Share button next.
    await page.getByRole('main').getByRole('article').nth(1).getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(share).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = shareDialog(page, lang);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(share).toBeFocused();
  });
});
