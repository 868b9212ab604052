import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as apiRequest, test, type APIRequestContext, type Browser, type Page } from './test';
import { latestCode, loginDialog, signInByPassword, text } from './auth-support';
import { startExtraServer, type ExtraServer } from './extra-server';

/*
 * The operators' console. A non-operator (and a signed-out visitor) gets the site's 404 screen and downloads
 * nothing of the console; an operator (ADMIN_EMAILS) on a server in review mode approves an application (the
 * member's open episode page unlocks by itself) and hides a reported comment. The review-mode server is this
 * file's own (the suite's server approves applications at once, as the other tests expect).
 */

const OPERATOR = 'operator@example.com';
const root = join(import.meta.dirname, '..', '..');
const adminText = (key: string, values: Record<string, string | number> = {}) => {
  let node: unknown = JSON.parse(readFileSync(join(root, 'locales', 'en', 'admin.json'), 'utf8'));
  for (const part of `admin.${key}`.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};
const filmText = (key: string) => {
  let node: unknown = JSON.parse(readFileSync(join(root, 'locales', 'en', 'film.json'), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
};
const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /404/ });

test.describe('the console for everyone else', () => {
  test('console routes show the 404 screen, and a visitor downloads no console code', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Not one byte of the console in a visitor's pages: its root, services, screens and chart library are chunks of their own.
    expect(scripts.filter((url) => /console|admin|audit|applications|moderation|traffic|uplot/i.test(new URL(url).pathname))).toEqual([]);
    for (const path of ['/admin', '/admin/traffic', '/admin/applications']) {
      await page.goto(path);
      await expect(notFoundHeading(page)).toBeVisible();
    }
    expect((await request.get('/api/admin/me')).status()).toBe(401);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    const shell = await request.get('/admin');
    expect(shell.status()).toBe(404);
    expect(await shell.text()).toContain('name="robots" content="noindex"');
  });
});

test.describe('an operator at work', () => {
  test.setTimeout(300_000);
  // The shared helper runs the server process itself and waits for its exit (a wrapper started through npx left
  // the real server running after the test, holding its port).
  let review: ExtraServer | undefined;
  let reviewOrigin = '';

  test.beforeAll(async () => {
    test.setTimeout(320_000);
    review = await startExtraServer({ ADMIN_EMAILS: OPERATOR, PERMISSION_APPLICATIONS: 'review' }, 300_000);
    reviewOrigin = review.url;
  });
  test.afterAll(async ({ browser }) => {
    // The member's open page keeps a live connection, which a server stopping gracefully would wait for.
    for (const context of browser.contexts()) await context.close();
    await review?.stop();
  });

  test('approves an application that unlocks the member’s open page, and hides a reported comment', async ({ browser }) => {
    const api = await apiRequest.newContext({ baseURL: reviewOrigin });
    const stamp = Date.now();
    const member = { email: `member${stamp}@example.com`, password: 'member password 1' };
    const reporters = [`reporter${stamp}@example.com`, `critic${stamp}@example.com`];
    await register(api, OPERATOR, 'operator password 1');
    const memberToken = await register(api, member.email, member.password);
    const comment = await api.post('/api/films/publish-comment', {
      headers: { authorization: `Bearer ${memberToken}` },
      data: { film_id: 1, content: `Spoiler ahead ${stamp}` },
    });
    const commentId = ((await comment.json()) as { data: { id: number } }).data.id;
    for (const email of reporters) {
      const token = await register(api, email, 'reporter password 1');
      await api.post('/api/films/report-comment', { headers: { authorization: `Bearer ${token}` }, data: { comment_id: commentId, reason: 'spoiler' } });
    }

    // The member asks to watch episode 11 and keeps the page open.
    const memberPage = await newPage(browser);
    await memberPage.goto(await episodePath(api, 1, 11));
    const lock = memberPage.getByRole('region', { name: 'Episode 11 is locked' });
    await lock.getByRole('button', { name: filmText('locked.applyButton') }).click();
    await memberPage
      .getByRole('dialog')
      .getByRole('button', { name: text('en', 'feedback', 'feedback.applyButton') })
      .click();
    await signInByPassword(memberPage, 'en', member.email, member.password);
    await expect(lock.getByText(filmText('locked.pending'))).toBeVisible({ timeout: 30_000 });

    // The operator signs in on the site and opens the console.
    const operatorPage = await newPage(browser, 1440);
    await operatorPage.goto('/personal/info.html');
    await operatorPage
      .getByRole('button', { name: text('en', 'account-pages', 'signIn.button') })
      .first()
      .click();
    await expect(loginDialog(operatorPage)).toBeVisible();
    await signInByPassword(operatorPage, 'en', OPERATOR, 'operator password 1');
    await operatorPage.goto('/admin');
    await expect(operatorPage.getByRole('heading', { level: 1, name: adminText('nav.applications') })).toBeVisible();
    const card = operatorPage.getByRole('listitem').filter({ hasText: member.email });
    await expect(card).toBeVisible();
    await shoot(operatorPage, 'admin-applications');
    await card.getByLabel(adminText('applications.reply')).fill('Enjoy the finale!');
    await card.getByRole('button', { name: adminText('applications.approve') }).click();
    await expect(card).toHaveCount(0);

    // The member's open page learns of it by itself (the lock panel rechecks) and plays.
    await expect(lock).toHaveCount(0, { timeout: 30_000 });
    await expect(memberPage.getByRole('region', { name: /Video player/ })).toBeVisible();

    // The reported comment (threshold 3, two reports: still visible) is hidden from the moderation queue.
    await operatorPage.getByRole('link', { name: adminText('nav.moderation') }).click();
    const reported = operatorPage.getByRole('listitem').filter({ hasText: `Spoiler ahead ${stamp}` });
    await expect(reported).toBeVisible();
    await shoot(operatorPage, 'admin-moderation');
    await reported.getByRole('button', { name: adminText('moderation.keepHidden') }).click();
    await expect(reported).toHaveCount(0);
    const publicComments = await (await api.get('/api/films/comments?film_id=1&page_size=100')).text();
    expect(publicComments).not.toContain(`Spoiler ahead ${stamp}`);

    await operatorPage.getByRole('link', { name: adminText('nav.traffic') }).click();
    await expect(operatorPage.getByRole('heading', { name: adminText('traffic.bySource') })).toBeVisible();
    await expect(operatorPage.locator('.traffic-chart canvas').first()).toBeVisible();
    await shoot(operatorPage, 'admin-traffic');
    await operatorPage.getByRole('link', { name: adminText('nav.audit') }).click();
    await expect(operatorPage.getByRole('cell', { name: 'comment.kept_hidden' })).toBeVisible();
    await expect(operatorPage.getByRole('cell', { name: 'application.approved' })).toBeVisible();
    await shoot(operatorPage, 'admin-audit');
    await api.dispose();
  });

  async function newPage(browser: Browser, width = 1280): Promise<Page> {
    const context = await browser.newContext({ baseURL: reviewOrigin, viewport: { width, height: 900 } });
    return context.newPage();
  }
});

/** The page at 1440 and 390 px wide, full length, into docs/screenshots. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // let the chart follow the new width before the picture
    await page.screenshot({ path: join(root, 'docs', 'screenshots', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function register(api: APIRequestContext, email: string, password: string): Promise<string> {
  await api.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } });
  const { code } = await latestCode(api, email);
  const answer = (await (await api.post('/api/users/register', { data: { email, password, code } })).json()) as { code: number; data: { uuid: string } };
  expect(answer.code).toBe(0);
  return answer.data.uuid;
}

async function episodePath(api: APIRequestContext, filmId: number, number: number): Promise<string> {
  const answer = (await (await api.get(`/api/films/episodes?film_id=${filmId}`)).json()) as { data: Array<{ id: number; episode_num: number }> };
  const episode = answer.data.find((e) => e.episode_num === number)!;
  return `/playlet/${filmId}/videos/${episode.id}.html`;
}
