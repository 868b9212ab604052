import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { latestCode, loginDialog, signInByPassword, text } from './auth-support';

/*
 * Comments end to end against the real server (COMMENT_REPORT_THRESHOLD=2 in playwright.config.ts): members in
 * their own browser contexts post, reply, like and report on film 1's page, each signing in through the login
 * modal that the action itself opened, so the kept-draft and resume paths run too.
 */

const filmPage = '/short-play/episodes/romance/1.html';
const password = 'correct horse 1';
const community = (key: string, values: Record<string, string | number> = {}) => {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', 'en', 'community.json'), 'utf8')) as {
    community: Record<string, unknown>;
  };
  let node: unknown = file.community;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'screenshots', name)) });

async function registerMember(request: APIRequestContext, name: string): Promise<string> {
  // The spec's e-mail pattern takes word characters only before the @.
  const email = `${name}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } });
  const { code } = await latestCode(request, email);
  const answer = await request.post('/api/users/register', { data: { email, password, code } });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
  return email;
}

async function member(browser: Browser, request: APIRequestContext, name: string, viewport = { width: 1280, height: 900 }) {
  const email = await registerMember(request, name);
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { email, context, page };
}

const commentBox = (page: Page) => page.getByLabel(community('commentLabel'));
const commentCard = (page: Page, content: string) => page.locator('article.comment-card', { hasText: content });

async function expectNoSeriousA11yViolations(page: Page, include: string, label: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${label}: ${violation.id} (${violation.nodes.length}) ${violation.help}`)).toEqual([]);
}

test.describe('community', () => {
  test.setTimeout(240_000);

  test('post with photos, reply, like, my comments, and two reports hide it from others but not its author', async ({ browser, request }) => {
    const a = await member(browser, request, 'commenta');
    const b = await member(browser, request, 'commentb');
    const stamp = Date.now();
    const first = `First thoughts ${stamp}: the twist in episode 3 <b>works</b>`;
    const withPhotos = `Two stills I loved ${stamp}`;

    // Signed out: posting opens the login modal; after signing in the comment is posted with its text intact.
    await a.page.goto(filmPage);
    await commentBox(a.page).fill(first);
    await a.page.getByRole('button', { name: community('send'), exact: true }).click();
    await expect(loginDialog(a.page).getByLabel(text('en', 'account', 'email'))).toBeVisible();
    await signInByPassword(a.page, 'en', a.email, password);
    // Text only: the markup in the comment is shown as typed, never rendered.
    await expect(commentCard(a.page, first).getByText(first)).toBeVisible({ timeout: 30_000 });
    await expect(commentCard(a.page, first).locator('b')).toHaveCount(0);

    // Signed in: a comment with two photos, each uploaded and previewed before posting; a double tap posts once.
    await commentBox(a.page).fill(withPhotos);
    await a.page.locator('.composer input[type=file]').setInputFiles([photo('home-360.png'), photo('video-360.png')]);
    await expect(a.page.getByText(community('photoReady', { name: 'home-360.png' }))).toBeAttached({ timeout: 30_000 });
    await expect(a.page.getByText(community('photoReady', { name: 'video-360.png' }))).toBeAttached({ timeout: 30_000 });
    const send = a.page.getByRole('button', { name: community('send'), exact: true });
    await send.dblclick();
    await expect(commentCard(a.page, withPhotos)).toHaveCount(1);
    await expect(commentCard(a.page, withPhotos).getByRole('button', { name: /Picture/ })).toHaveCount(2);
    await expect(commentBox(a.page)).toHaveValue('');

    // B sees it, likes it (signing in from the like) and replies.
    await b.page.goto(filmPage);
    const bCard = commentCard(b.page, withPhotos);
    await expect(bCard).toBeVisible();
    await bCard.getByRole('button', { name: /^Like/ }).click();
    await signInByPassword(b.page, 'en', b.email, password);
    await expect(commentCard(b.page, withPhotos).getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await commentCard(b.page, withPhotos)
      .getByRole('button', { name: new RegExp(`^${community('reply')}`) })
      .click();
    await expect(b.page.getByText(community('replyingToComment'))).toBeVisible();
    const reply = `Agreed, the second still is my favourite ${stamp}`;
    await b.page.getByLabel(community('replyLabel')).fill(reply);
    await b.page.getByRole('button', { name: community('sendReply'), exact: true }).click();
    await expect(b.page.getByText(reply)).toBeVisible();

    // A sees the reply and the like on the comment's own page; the photos open in the viewer.
    await a.page.goto(filmPage);
    await commentCard(a.page, withPhotos)
      .getByRole('link', { name: /1 reply/ })
      .click();
    await expect(a.page).toHaveURL(/\/short-play\/comments\//);
    const detail = a.page.locator('.comment-list').first();
    await expect(detail.getByRole('button', { name: /^Like/ })).toContainText('1 like');
    await expect(a.page.getByText(reply)).toBeVisible();
    await a.page.screenshot({ path: 'docs/screenshots/comment-detail-1280.png', fullPage: true });
    await detail.getByRole('button', { name: /Picture 1 / }).click();
    await expect(a.page.getByRole('dialog')).toBeVisible();
    await a.page.keyboard.press('Escape');
    await expect(a.page.getByRole('dialog')).toHaveCount(0);
    const detailUrl = a.page.url();

    // A's "My comments" lists it with a link back to the thread.
    await a.page.goto('/personal/collection.html#my-comments');
    const mine = a.page.locator('#my-comments');
    await expect(mine.getByText(withPhotos)).toBeVisible();
    // The same thread (drama and comment ids); the classify segment may differ from the film page's category.
    const thread = new URL(detailUrl).pathname.split('/').slice(-2).join('/');
    await expect(mine.getByRole('link', { name: new RegExp(community('mine.openThread')) }).first()).toHaveAttribute(
      'href',
      new RegExp(`^/short-play/comments/[\\w-]+/${thread}$`),
    );

    // C and D report it (C signs in from the report button; the form comes back after the sign-in).
    for (const name of ['commentc', 'commentd']) {
      const reporter = await member(browser, request, name);
      await reporter.page.goto(filmPage);
      await commentCard(reporter.page, withPhotos)
        .getByRole('button', { name: new RegExp(`^${community('report.open')}`) })
        .click();
      await signInByPassword(reporter.page, 'en', reporter.email, password);
      const form = reporter.page.getByRole('dialog', { name: community('report.title') });
      await expect(form).toBeVisible({ timeout: 30_000 });
      await form.getByRole('button', { name: community('report.send') }).click();
      await expect(form.getByText(community('report.chooseReason'))).toBeVisible();
      await form.getByLabel(community(name === 'commentc' ? 'report.reason.spoiler' : 'report.reason.abuse')).check();
      await form.getByRole('button', { name: community('report.send') }).click();
      await expect(form).toHaveCount(0);
      await reporter.context.close();
    }

    // Hidden for B, still there for its author, marked as hidden from others.
    await b.page.goto(filmPage);
    await expect(commentCard(b.page, first)).toBeVisible();
    await expect(commentCard(b.page, withPhotos)).toHaveCount(0);
    await a.page.goto(filmPage);
    await expect(commentCard(a.page, withPhotos)).toBeVisible();
    await expect(commentCard(a.page, withPhotos).getByText(community('hiddenForOthers'))).toBeVisible();
    await Promise.all([a.context.close(), b.context.close()]);
  });

  test('limits: empty text does nothing, text over the limit is refused with the limit in the message', async ({ browser, request }) => {
    const a = await member(browser, request, 'commentlimit');
    await a.page.goto(filmPage);
    const posted = `Short and sweet ${Date.now()}`;
    await commentBox(a.page).fill(posted);
    await a.page.getByRole('button', { name: community('send'), exact: true }).click();
    await signInByPassword(a.page, 'en', a.email, password);
    await expect(commentCard(a.page, posted)).toBeVisible({ timeout: 30_000 });
    await commentBox(a.page).fill('   ');
    const posts: string[] = [];
    a.page.on('request', (req) => req.url().includes('/publish-comment') && posts.push(req.url()));
    await a.page.getByRole('button', { name: community('send'), exact: true }).click();
    await commentBox(a.page).fill('y'.repeat(1001));
    await expect(a.page.getByText(/1 characters over the limit of 1,?000/)).toBeVisible();
    await a.page.getByRole('button', { name: community('send'), exact: true }).click();
    await expect(a.page.getByText(/longer than 1,?000 characters/)).toBeVisible();
    expect(posts).toEqual([]);
    await a.context.close();
  });

  test('phone: the comments sheet opens over the playing episode, keeps focus inside, closes on Escape; axe clean', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(filmPage);
    await expect(page.locator('section.community')).toBeVisible();
    await page.locator('section.community').scrollIntoViewIfNeeded();
    // The comments load as the section comes near the viewport.
    await expect(page.locator('section.community .comment-list > li').first()).toBeVisible();
    await page.locator('section.community .comment-list').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/film-comments-390.png' });
    await expectNoSeriousA11yViolations(page, 'section.community', 'film comments 390');

    await page.goto('/playlet/1/videos/1.html');
    const video = page.locator('video.player__video');
    await expect(video).toBeVisible();
    await page.locator('.player__big-play').click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    // The top bar shows with the controls; a tap on the frame's edge brings them back if they hid.
    const open = page.getByRole('button', { name: community('openSheet'), exact: true });
    await page.locator('.player').dispatchEvent('pointermove', { pointerType: 'mouse' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: community('title') });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: community('closeSheet') })).toBeFocused();
    await page.screenshot({ path: 'docs/screenshots/comments-sheet-390.png' });
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoSeriousA11yViolations(page, '.comments-sheet', 'comments sheet 390');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();
    await context.close();
  });
});
