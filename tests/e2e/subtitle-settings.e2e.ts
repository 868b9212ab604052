import AxeBuilder from '@axe-core/playwright';
import { latestCode, signInByPassword, text } from './auth-support';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';

/*
 * Issue 33, item 1: the viewer's subtitle style, on a 390 px phone in Hindi, in the full-view player. Kept across
 * the next episode and a reload on the device; for a member, the same in a second browser. Film 1 has 48 episodes
 * of 12 s (ids 1..48), the first 10 free, with subtitles in the ten languages from 0.5 s to 3.0 s and on.
 */

const lang = 'hi';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
const password = 'correct horse 1';
const film = (key: string) => text(lang, 'film', key);
const settingsText = (key: string) => film(`subtitleSettings.${key}`);

const player = (page: Page) => page.getByRole('region', { name: new RegExp(`^${film('player.label').split('{{')[0]}`) });
const cue = (page: Page) => page.locator('.player__cue');
const panel = (page: Page) => page.getByRole('dialog', { name: settingsText('title') });
const subtitlesButton = (page: Page) => page.getByRole('button', { name: film('watching.subtitles'), exact: true });

async function openSettings(page: Page) {
  await subtitlesButton(page).click();
  await expect(panel(page)).toBeVisible();
}

/** Shows a subtitle line: the seek puts the media at a moment with a cue (0.5 s to 3.0 s). */
async function showCue(page: Page) {
  await page.locator('video.player__video').evaluate((video: HTMLVideoElement) => {
    video.pause();
    video.currentTime = 1.5;
  });
  await expect(cue(page)).toBeVisible();
}

async function cueLooks(page: Page) {
  return cue(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontSize: parseFloat(style.fontSize), background: style.backgroundColor, color: style.color };
  });
}

test.describe('subtitle settings on a 390 px phone (hi)', () => {
  test.use(phone);

  test('the largest size and a box are kept on the next episode and after a reload; the panel is accessible', async ({ page }) => {
    await page.goto(`/${lang}/playlet/1/videos/2.html`);
    await expect(page.locator('.watch__stage--immersive')).toBeVisible();
    await showCue(page);
    const before = await cueLooks(page);

    await openSettings(page);
    // Focus moved into the panel; the controls it needs are labelled in Hindi.
    await expect(panel(page).getByRole('switch', { name: settingsText('show') })).toBeFocused();
    await panel(page)
      .getByRole('combobox', { name: settingsText('size') })
      .selectOption({ label: settingsText('sizes.4') });
    await panel(page)
      .getByRole('combobox', { name: settingsText('background') })
      .selectOption({ label: settingsText('backgrounds.box') });
    await panel(page)
      .getByRole('combobox', { name: settingsText('opacity') })
      .selectOption('100');
    // The line above the panel shows the change at once, and the panel leaves most of the picture in sight.
    const frame = (await player(page).boundingBox())!;
    const sheet = (await panel(page).boundingBox())!;
    expect(sheet.height).toBeLessThan(frame.height * 0.45);
    expect(sheet.y + sheet.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    await expect(cue(page)).toBeVisible();
    const line = (await cue(page).boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(sheet.y);

    const axe = await new AxeBuilder({ page }).include('.subtitle-settings').analyze();
    expect(axe.violations.map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.help}`)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(subtitlesButton(page)).toBeFocused();
    const largest = await cueLooks(page);
    expect(largest.fontSize).toBeGreaterThan(before.fontSize * 1.7);
    expect(largest.background).toBe('rgb(0, 0, 0)');

    await page
      .getByRole('button', { name: film('watching.next') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/playlet/1/videos/3\\.html$`));
    await showCue(page);
    expect(await cueLooks(page)).toEqual(largest);

    await page.reload();
    await showCue(page);
    expect(await cueLooks(page)).toEqual(largest);
    await openSettings(page);
    await expect(panel(page).getByRole('combobox', { name: settingsText('size') })).toHaveValue('4');
    await expect(panel(page).getByRole('combobox', { name: settingsText('background') })).toHaveValue('box');
  });

  test('+ and - change the size from the keyboard, and a language apart from the page shows its own lines', async ({ page }) => {
    await page.goto(`/${lang}/playlet/1/videos/4.html`);
    await showCue(page);
    const hindi = await cue(page).textContent();
    const before = await cueLooks(page);
    await player(page).focus();
    await page.keyboard.press('+');
    await expect.poll(async () => (await cueLooks(page)).fontSize).toBeGreaterThan(before.fontSize);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect.poll(async () => (await cueLooks(page)).fontSize).toBeLessThan(before.fontSize);

    await openSettings(page);
    await panel(page)
      .getByRole('combobox', { name: settingsText('language') })
      .selectOption('en');
    await expect(cue(page)).toHaveAttribute('lang', 'en');
    await expect(cue(page)).not.toHaveText(hindi ?? '');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
});

async function registerByApi(request: APIRequestContext, email: string) {
  await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } });
  const { code } = await latestCode(request, email);
  expect(((await (await request.post('/api/users/register', { data: { email, password, code } })).json()) as { code: number }).code).toBe(0);
}

async function signedInPhone(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`/${lang}/personal/info.html`);
  await page.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  await signInByPassword(page, lang, email, password);
  return page;
}

test.describe("a member's subtitle style (hi)", () => {
  test.setTimeout(120_000);

  test('set in one browser, it is the style of a second one', async ({ browser, request }) => {
    const email = `subtitles${Date.now()}@example.com`;
    await registerByApi(request, email);

    const first = await signedInPhone(browser, email);
    await first.goto(`/${lang}/playlet/1/videos/5.html`);
    await openSettings(first);
    const saved = first.waitForResponse((response) => response.url().endsWith('/api/users/subtitle_style') && response.request().method() === 'POST');
    await panel(first)
      .getByRole('combobox', { name: settingsText('color') })
      .selectOption('yellow');
    await saved;
    const lastSave = first.waitForResponse(
      async (response) =>
        response.url().endsWith('/api/users/subtitle_style') &&
        response.request().method() === 'POST' &&
        ((await response.json()) as { data: { style: { size: number } } }).data.style.size === 4,
    );
    await panel(first)
      .getByRole('combobox', { name: settingsText('size') })
      .selectOption('4');
    await lastSave;

    const second = await signedInPhone(browser, email);
    await second.goto(`/${lang}/playlet/1/videos/6.html`);
    await showCue(second);
    await expect.poll(async () => (await cueLooks(second)).color).toBe('rgb(255, 225, 77)');
    await openSettings(second);
    await expect(panel(second).getByRole('combobox', { name: settingsText('size') })).toHaveValue('4');
    await expect(panel(second).getByRole('combobox', { name: settingsText('color') })).toHaveValue('yellow');
    await first.context().close();
    await second.context().close();
  });
});
