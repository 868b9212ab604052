import { expect, test, type Page, type Route } from './test';
import { ensureAccount, loginDialog, signInByPassword, text } from './auth-support';

/*
 * A film page hydrates its comments section later than the page (issue 32, item 4: the section's code and stores come
 * once the page is idle, or as soon as the visitor turns to the box). The server's comment box takes text from the
 * first paint: what a visitor types before the section is live is all kept, with the focus, and posted as typed
 * (through the sign-in a guest's post asks for).
 */

const lang = 'en';
const filmPage = `/${lang}/short-play/episodes/romance/1.html`;
const password = 'correct horse 1';
const SECTION_CODE = /\/assets\/(comments|community)-[^/]+\.js$/;
const community = (key: string) => text(lang, 'community', `community.${key}`);
const commentBox = (page: Page) => page.getByLabel(community('commentLabel'));
const postButton = (page: Page) => page.getByRole('button', { name: community('send'), exact: true });

/** Holds the comments section's code until `release`, so the typing surely comes before the section is live. */
async function holdSectionCode(page: Page): Promise<{ release: () => void; asked: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(SECTION_CODE, async (route: Route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test('text typed into the comment box from the first paint, before its section is live, is all posted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `earlybox${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await ensureAccount(request, email, password);
  const code = await holdSectionCode(page);
  await page.goto(filmPage, { waitUntil: 'commit' });

  // Typed as soon as the server's box shows, before the app has hydrated the page.
  const before = `Typed at first paint ${Date.now()}.`;
  await commentBox(page).pressSequentially(before);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  // The page is live, the section not yet: the box keeps taking text, and the section's code was asked for at once.
  const meanwhile = ' Then while the page was live';
  await commentBox(page).pressSequentially(meanwhile);
  await expect.poll(code.asked).toBeGreaterThan(0);
  await expect(postButton(page)).toBeDisabled();
  await expect(commentBox(page)).toHaveValue(before + meanwhile);

  // The section takes over: the draft is what was typed, the box keeps the focus and goes on where the caret was.
  await commentBox(page).evaluate((box) => Object.assign(box, { fromServer: true }));
  code.release();
  await expect(postButton(page)).toBeEnabled();
  // Hydrated in place: the server's box is the live one (a box React replaced would be taken over all the same).
  expect(await commentBox(page).evaluate((box) => 'fromServer' in box)).toBe(true);
  await expect(commentBox(page)).toBeFocused();
  const after = ' and after.';
  await page.keyboard.type(after);
  const typed = before + meanwhile + after;
  await expect(commentBox(page)).toHaveValue(typed);

  // Posting as a guest asks to sign in; the comment is posted after the sign-in's reload, as typed.
  await postButton(page).click();
  await expect(loginDialog(page).getByLabel(text(lang, 'account', 'email'))).toBeVisible();
  await signInByPassword(page, lang, email, password);
  await page.locator('section.community').scrollIntoViewIfNeeded();
  await expect(page.locator('article.comment-card', { hasText: typed })).toBeVisible({ timeout: 30_000 });
});

test('a focus on the box before its section is live asks for the section at once, and the box keeps the focus', async ({ page }) => {
  const code = await holdSectionCode(page);
  await page.goto(filmPage);
  await commentBox(page).focus();
  await expect.poll(code.asked).toBeGreaterThan(0);
  await expect(commentBox(page)).toBeEditable();
  code.release();
  await expect(commentBox(page)).toBeFocused();
  await expect(commentBox(page)).toHaveAttribute('placeholder', community('placeholderSignedOut'));
});
