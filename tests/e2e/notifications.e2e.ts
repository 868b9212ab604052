import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { notificationMailTexts } from '../../server/mail/templates/notification.texts';
import { latestCode, signInByPassword, text, watchConsole } from './auth-support';

/*
 * Issue 29, item 13: members are told what happens to them. Two members on 390x844 phones, in German: B replies to
 * A's comment; A's bell shows the unread notice (refreshed when the tab regains focus) and A gets one mail in German,
 * with a one-click unsubscribe link and the List-Unsubscribe headers. A turns reply mails off in the settings: the
 * next reply still gives a notice but no mail. The mail's link works in a browser that is signed in to nothing, for
 * A's reply mails alone; a tampered link is refused with a clear page.
 */

const LANG = 'de';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
const password = 'correct horse 1';
const filmPage = `/${LANG}/short-play/episodes/romance/1.html`;

/** A text of locales/<lang>/notifications.json (plural keys by `_one` / `_other`). */
function n(key: string, values: Record<string, string | number> = {}): string {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', LANG, 'notifications.json'), 'utf8')) as Record<string, unknown>;
  let node: unknown = file;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${LANG}/notifications:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

type Mail = { id: number; to: string; subject: string; text: string; html: string; headers: Record<string, string> };
const mailsTo = async (request: APIRequestContext, email: string): Promise<Mail[]> =>
  ((await (await request.get('/dev/outbox')).json()) as Mail[]).filter((mail) => mail.to === email);

/** A member registered through the API in German (the language their mails are written in). */
async function registerMember(request: APIRequestContext, name: string): Promise<{ email: string; token: string }> {
  const email = `${name}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const headers = { 'Accept-Language': LANG };
  await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' }, headers });
  const { code } = await latestCode(request, email);
  const answer = (await (await request.post('/api/users/register', { data: { email, password, code }, headers })).json()) as {
    code: number;
    data: { uuid: string };
  };
  expect(answer.code).toBe(0);
  return { email, token: answer.data.uuid };
}

/** A phone browser signed in as the member, on their settings page. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`/${LANG}/personal/settings.html`);
  await page.getByRole('button', { name: text(LANG, 'account-pages', 'signIn.button') }).click();
  await signInByPassword(page, LANG, email, password);
  await expect(page.getByRole('heading', { name: text(LANG, 'account-pages', 'account.password.title') })).toBeVisible();
  return page;
}

async function replyByApi(request: APIRequestContext, token: string, commentId: number, content: string): Promise<void> {
  const answer = await request.post('/api/films/publish-reply', { data: { comment_id: commentId, content }, headers: { Authorization: `Bearer ${token}` } });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
}

const bell = (page: Page, unread: number) =>
  page.getByRole('link', { name: unread === 0 ? n('bell.label') : n(unread === 1 ? 'bell.unread_one' : 'bell.unread_other', { count: unread }), exact: true });
const replyMailSwitch = (page: Page) => page.getByRole('checkbox', { name: n('settings.kind.reply') });

test('a reply gives a notice and one mail; reply mails can be turned off in the settings and by the link in a mail', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const a = await registerMember(request, 'noticea');
  const b = await registerMember(request, 'noticeb');
  const stamp = Date.now();
  const posted = (await (
    await request.post('/api/films/publish-comment', {
      data: { film_id: 1, content: `Was für eine Wendung ${stamp}` },
      headers: { Authorization: `Bearer ${a.token}` },
    })
  ).json()) as { code: number; data: { id: number } };
  expect(posted.code).toBe(0);
  const commentId = posted.data.id;

  // A is on the site, nothing new yet.
  const pageA = await signedIn(browser, a.email);
  await expect(bell(pageA, 0)).toBeVisible();

  // B replies on the film page, on a phone.
  const pageB = await signedIn(browser, b.email);
  await pageB.goto(filmPage);
  await pageB.locator('section.community').scrollIntoViewIfNeeded();
  const card = pageB.locator('article.comment-card', { hasText: `Was für eine Wendung ${stamp}` });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: new RegExp(`^${text(LANG, 'community', 'community.reply')}`) }).click();
  const firstReply = `Ganz meine Meinung ${stamp}`;
  await pageB.getByLabel(text(LANG, 'community', 'community.replyLabel')).fill(firstReply);
  await pageB.getByRole('button', { name: text(LANG, 'community', 'community.sendReply'), exact: true }).click();
  await expect(pageB.getByText(firstReply)).toBeVisible();

  // A's bell shows it when A comes back to the tab (the page's visibility changes), without a reload.
  await pageA.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(bell(pageA, 1)).toBeVisible({ timeout: 15_000 });
  await pageA.screenshot({ path: '/tmp/notifications-bell-390.png' });

  // One mail, in German, with the unsubscribe link and headers.
  await expect.poll(async () => (await mailsTo(request, a.email)).filter((mail) => mail.text.includes(firstReply)).length).toBe(1);
  const [mail] = (await mailsTo(request, a.email)).filter((m) => m.text.includes(firstReply));
  const bName = b.email.split('@')[0]!;
  expect(mail!.subject).toBe(notificationMailTexts[LANG].subject.reply.replace('{name}', bName));
  const unsubscribeLink = /(https?:\/\/\S+\/de\/personal\/unsubscribe\.html\?token=[\w.~-]+)/.exec(mail!.text)?.[1];
  expect(unsubscribeLink, mail!.text).toBeTruthy();
  expect(mail!.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=[\w.~-]+>$/);
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // The notices page lists the reply, unread; opening it marks it read.
  await bell(pageA, 1).click();
  await expect(pageA.getByRole('heading', { name: n('page.title'), level: 1 })).toBeVisible();
  const notice = pageA.getByRole('listitem').filter({ hasText: firstReply });
  await expect(notice).toContainText(bName);
  await expect(notice.getByText(n('page.unread'))).toBeVisible();
  await expect(bell(pageA, 0)).toBeVisible();
  await pageA.screenshot({ path: '/tmp/notifications-page-390.png', fullPage: true });
  // Loaded afresh, the page hydrates without a mismatch (the server renders it as a guest sees it) and shows the
  // notice as read now.
  const consoleA = watchConsole(pageA);
  await pageA.reload();
  await expect(notice).toBeVisible();
  await expect(notice.getByText(n('page.unread'))).toHaveCount(0);
  expect(consoleA.errors()).toEqual([]);

  // A turns reply mails off: the next reply gives a notice and no mail.
  await pageA.goto(`/${LANG}/personal/settings.html`);
  await expect(replyMailSwitch(pageA)).toBeChecked();
  await replyMailSwitch(pageA).uncheck();
  await expect(pageA.getByText(n('settings.saved'))).toBeVisible();
  await pageA.screenshot({ path: '/tmp/notifications-settings-390.png', fullPage: true });
  const secondReply = `Und noch etwas ${stamp}`;
  await replyByApi(request, b.token, commentId, secondReply);
  await pageA.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(bell(pageA, 1)).toBeVisible({ timeout: 15_000 });
  expect((await mailsTo(request, a.email)).filter((m) => m.text.includes(secondReply))).toEqual([]);

  // Back on; the link of the first mail, in a browser signed in to nothing, turns A's reply mails off again.
  await pageA.reload();
  await replyMailSwitch(pageA).check();
  await expect(pageA.getByText(n('settings.saved'))).toBeVisible();
  const stranger = await (await browser.newContext(phone)).newPage();
  const strangerConsole = watchConsole(stranger);
  await stranger.goto(unsubscribeLink!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(stranger.getByRole('heading', { name: n('unsubscribe.title'), level: 1 })).toBeVisible();
  await stranger.getByRole('button', { name: n('unsubscribe.button') }).click();
  await expect(stranger.getByText(n('unsubscribe.done', { kind: n('settings.kind.reply') }))).toBeVisible();
  await stranger.screenshot({ path: '/tmp/notifications-unsubscribe-390.png', fullPage: true });

  // Only A's reply mails: A's other kinds stay on, B's reply mails too.
  await pageA.reload();
  await expect(replyMailSwitch(pageA)).not.toBeChecked();
  await expect(pageA.getByRole('checkbox', { name: n('settings.kind.moderation') })).toBeChecked();
  await expect(pageA.getByRole('checkbox', { name: n('settings.kind.application') })).toBeChecked();
  await pageB.goto(`/${LANG}/personal/settings.html`);
  await expect(replyMailSwitch(pageB)).toBeChecked();
  const thirdReply = `Zum dritten ${stamp}`;
  await replyByApi(request, b.token, commentId, thirdReply);
  await expect.poll(async () => (await mailsTo(request, a.email)).length).toBeGreaterThan(0);
  expect((await mailsTo(request, a.email)).filter((m) => m.text.includes(thirdReply))).toEqual([]);

  // A tampered link (another kind, the same signature) is refused with a clear page and changes nothing.
  const tampered = unsubscribeLink!.replace(/^https?:\/\/[^/]+/, '').replace('.reply.', '.moderation.');
  expect(tampered).not.toBe(unsubscribeLink!.replace(/^https?:\/\/[^/]+/, ''));
  await stranger.goto(tampered);
  await expect(stranger.getByRole('heading', { name: n('unsubscribe.title'), level: 1 })).toBeVisible();
  await expect(stranger.getByText(n('unsubscribe.invalid'))).toBeVisible();
  await expect(stranger.getByRole('button', { name: n('unsubscribe.button') })).toHaveCount(0);
  await stranger.screenshot({ path: '/tmp/notifications-unsubscribe-invalid-390.png', fullPage: true });
  expect(strangerConsole.errors()).toEqual([]);
  await pageA.reload();
  await expect(pageA.getByRole('checkbox', { name: n('settings.kind.moderation') })).toBeChecked();
});
