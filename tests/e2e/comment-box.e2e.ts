import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { latestCode, loginDialog, signInByPassword, text } from './auth-support';

/*
 * The comment box as a member meets it on a phone in Hindi (issue 29, items 9 and 10): the member's own
 * placeholder in the comment and reply boxes after a reload (the server renders the page without knowing who
 * reads it), the count following a post without a reload, and a text of only spaces that cannot be posted and
 * says why when sent anyway.
 */

const lang = 'hi';
const filmPage = `/${lang}/short-play/episodes/romance/1.html`;
const password = 'correct horse 1';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const community = (key: string, values: Record<string, string | number> = {}) => text(lang, 'community', `community.${key}`, values);

async function signedInMember(browser: Browser, request: APIRequestContext, name: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const email = `${name}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } });
  const { code } = await latestCode(request, email);
  expect(((await (await request.post('/api/users/register', { data: { email, password, code } })).json()) as { code: number }).code).toBe(0);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  // Signing in from the comment box itself: the first comment is posted after the sign-in's reload.
  await page.goto(filmPage);
  const first = `पहली राय ${Date.now()}`;
  await commentBox(page).fill(first);
  await postButton(page).click();
  await expect(loginDialog(page).getByLabel(text(lang, 'account', 'email'))).toBeVisible();
  await signInByPassword(page, lang, email, password);
  // The page reloads at its top; the member scrolls back to the comments.
  await page.locator('section.community').scrollIntoViewIfNeeded();
  await expect(commentCard(page, first)).toBeVisible({ timeout: 30_000 });
  return { page, close: () => context.close() };
}

const commentBox = (page: Page) => page.getByLabel(community('commentLabel'));
const postButton = (page: Page) => page.getByRole('button', { name: community('send'), exact: true });
const commentCard = (page: Page, content: string) => page.locator('article.comment-card', { hasText: content });
const heading = (page: Page) => page.locator('section.community h2.section__title');

/** The count in "Comments (N)", once the comments have loaded. */
async function shownCount(page: Page): Promise<number> {
  await page.locator('section.community').scrollIntoViewIfNeeded();
  await expect(page.locator('section.community .comment-list > li').first()).toBeVisible();
  await expect(heading(page)).toHaveText(/\(\d+\)/);
  return Number(/\((\d+)\)/.exec((await heading(page).textContent()) ?? '')![1]);
}

test.describe('the comment box of a member on a phone (hi)', () => {
  test.setTimeout(180_000);

  test('after a reload the comment and reply boxes speak to the member, and a post counts at once', async ({ browser, request }) => {
    const member = await signedInMember(browser, request, 'boxmember');
    const { page } = member;
    await page.reload();
    await expect(commentBox(page)).toHaveAttribute('placeholder', community('placeholder'));
    const before = await shownCount(page);

    const posted = `नई राय ${Date.now()}`;
    await commentBox(page).fill(posted);
    await postButton(page).click();
    await expect(commentCard(page, posted)).toBeVisible();
    await expect(heading(page)).toHaveText(new RegExp(`\\(${before + 1}\\)`));

    await commentCard(page, posted)
      .getByRole('button', { name: new RegExp(`^${community('reply')}`) })
      .click();
    const replyBox = page.getByLabel(community('replyLabel'));
    await expect(replyBox).toHaveAttribute('placeholder', community('placeholder'));
    const reply = `जवाब ${Date.now()}`;
    await replyBox.fill(reply);
    await page.getByRole('button', { name: community('sendReply'), exact: true }).click();
    await expect(page.getByText(reply)).toBeVisible();
    // A reply is not a comment of the drama: the count stays.
    await expect(heading(page)).toHaveText(new RegExp(`\\(${before + 1}\\)`));
    await page.locator('section.community').screenshot({ path: '/tmp/h29d-comment-box-390.png' });

    // The thread's own page, reloaded: its reply box too.
    await commentCard(page, posted).locator('a.comment-thread-link').click();
    await expect(page).toHaveURL(/\/short-play\/comments\//);
    await page.reload();
    await expect(page.getByLabel(community('replyLabel'))).toHaveAttribute('placeholder', community('placeholder'));

    // The same count after a reload: the server counted the one comment once.
    await page.goto(filmPage);
    expect(await shownCount(page)).toBe(before + 1);
    await member.close();
  });

  test('a visitor is told that posting asks to sign in', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(filmPage);
    await expect(commentBox(page)).toHaveAttribute('placeholder', community('placeholderSignedOut'));
    await context.close();
  });

  test('a text of only spaces cannot be posted, and says why when sent anyway', async ({ browser, request }) => {
    const member = await signedInMember(browser, request, 'boxblank');
    const { page } = member;
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/publish-comment')) posts.push(req.url());
    });
    await commentBox(page).fill('   \n  ');
    await expect(postButton(page)).toBeDisabled();
    // Sent anyway (a keyboard shortcut, an assistive tool): a message in the page's language, the text kept.
    await page
      .locator('form.composer')
      .first()
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.locator('.composer__error').first()).toHaveText(community('problem.empty'));
    await expect(commentBox(page)).toHaveValue('   \n  ');
    await page.locator('section.community').screenshot({ path: '/tmp/h29d-comment-blank-390.png' });
    // Writing something takes the message away and lets the post go.
    const posted = `  अब कुछ लिखा ${Date.now()}  `;
    await commentBox(page).fill(posted);
    await expect(page.locator('.composer__error').first()).toHaveText('');
    await expect(postButton(page)).toBeEnabled();
    await postButton(page).click();
    await expect(commentCard(page, posted.trim())).toBeVisible();
    expect(posts).toHaveLength(1);
    await member.close();
  });
});
