import { expect, test, type Page, type Route } from './test';
import { ensureAccount, loginDialog, signInByPassword, text } from './auth-support';

/*
 * A film page hydrates without the actions code (issue 32, item 4): its favourite and rating controls render from the
 * server's HTML and take their store once the page is idle. A press before that code came is kept and acted on once
 * it has (actWith), and a press before the page hydrated is replayed (server/web/early-clicks.script.ts).
 */

const lang = 'en';
const filmPage = `/${lang}/short-play/episodes/romance/1.html`;
const password = 'correct horse 1';
const ACTIONS_CODE = /\/assets\/actions-[^/]+\.js$/;
const film = (key: string, values: Record<string, string | number> = {}) => text(lang, 'film', `engagement.${key}`, values);
const favourite = (page: Page) => page.getByRole('button', { name: film('favorite') });
const email = () => `earlyfav${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

/** Holds the actions code until `release`, so the press surely comes before it. */
async function holdActionsCode(page: Page): Promise<{ release: () => void; asked: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(ACTIONS_CODE, async (route: Route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test.describe.configure({ timeout: 90_000 });

test('a favourite pressed before the actions code came is acted on once it has: sign in, then it is a favourite', async ({ page, request }) => {
  const account = email();
  await ensureAccount(request, account, password);
  const code = await holdActionsCode(page);
  await page.goto(filmPage);
  await favourite(page).click();
  await expect.poll(code.asked).toBeGreaterThan(0);
  await expect(loginDialog(page)).toHaveCount(0);
  code.release();
  await expect(loginDialog(page).getByLabel(text(lang, 'account', 'email'))).toBeVisible();
  await signInByPassword(page, lang, account, password);
  await expect(page.getByRole('button', { name: film('favorited') })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
});

test('a star pressed before the actions code came asks a guest to sign in once it has', async ({ page }) => {
  const code = await holdActionsCode(page);
  await page.goto(filmPage);
  await page.getByRole('button', { name: film('stars_other', { count: 4 }), exact: true }).click();
  await expect.poll(code.asked).toBeGreaterThan(0);
  await expect(loginDialog(page)).toHaveCount(0);
  code.release();
  await expect(loginDialog(page).getByLabel(text(lang, 'account', 'email'))).toBeVisible();
});

test('a favourite pressed as the page shows, before it has hydrated, is acted on', async ({ page }) => {
  await page.goto(filmPage, { waitUntil: 'commit' });
  await favourite(page).click();
  await expect(loginDialog(page).getByLabel(text(lang, 'account', 'email'))).toBeVisible({ timeout: 30_000 });
});
