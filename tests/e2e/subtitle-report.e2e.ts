import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { ensureAccount, signIn, signInByPassword, text } from './auth-support';
import { expect, test, type Page } from './test';

/*
 * Issue 33, item 2, with three actors in Russian: member A (first as a visitor: the sign-in dialog comes, then the
 * report is sent) reports a line with its correction from the player on a 390 px phone; the operator approves it in
 * the console; a fresh visitor opening the episode sees the corrected line at that moment; A has been told; the
 * track's history still lists the old version. Film 1's episodes are 12 s clips, the first 10 free; episode 7's
 * Russian track has a line from 3.4 s to 5.9 s.
 */

const lang = 'ru';
const EPISODE = 7;
const PAGE = `/${lang}/playlet/1/videos/${EPISODE}.html`;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'ru-RU' } as const;
const OPERATOR = 'operator@example.com';
const OPERATOR_PASSWORD = 'operator password 1';
const PASSWORD = 'member password 1';
const root = join(import.meta.dirname, '..', '..');
const film = (key: string, values: Record<string, string | number> = {}) => text(lang, 'film', key, values);
const english = (namespace: string, key: string, values: Record<string, string | number> = {}) => {
  let node: unknown = JSON.parse(readFileSync(join(root, 'locales', 'en', `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};
const russian = (namespace: string, key: string, values: Record<string, string | number> = {}) => {
  let node: unknown = JSON.parse(readFileSync(join(root, 'locales', lang, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

const cue = (page: Page) => page.locator('.player__cue');
const reportDialog = (page: Page) => page.getByRole('dialog', { name: film('lineReport.title') });

/** Stops the episode at `seconds`, where a line shows. */
async function showLineAt(page: Page, seconds: number) {
  await page.locator('video.player__video').evaluate((video: HTMLVideoElement, at: number) => {
    video.pause();
    video.currentTime = at;
  }, seconds);
  await expect(cue(page)).toBeVisible();
}

test('a member reports a Russian line, the operator approves it, the next visitor sees it corrected and the member is told', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const memberEmail = `reporter${Date.now()}@example.com`;
  await ensureAccount(request, memberEmail, PASSWORD);
  await ensureAccount(request, OPERATOR, OPERATOR_PASSWORD);
  const corrected = `Я сдержал своё слово ${Date.now() % 100000}.`;

  // Member A, not signed in yet, on a phone in the full-view player.
  const memberContext = await browser.newContext(phone);
  const member = await memberContext.newPage();
  await member.goto(PAGE);
  await showLineAt(member, 4);
  const original = (await cue(member).textContent())!.trim();
  expect(original).not.toBe('');
  await member.getByRole('button', { name: film('watching.subtitles'), exact: true }).click();
  await member.getByRole('button', { name: film('lineReport.open') }).click();
  const dialog = reportDialog(member);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('blockquote')).toHaveText(original);
  await expect(dialog).toContainText(film('lineReport.lineAt', { time: '0:03' }));
  const wrong = dialog.getByRole('radio', { name: film('lineReport.kinds.mistranslated') });
  await wrong.check();
  await dialog.getByRole('textbox', { name: film('lineReport.suggestion') }).fill(corrected);
  // The dialog at 390 px: accessible, in the player, the whole of it in sight.
  const axe = await new AxeBuilder({ page: member }).include('.line-report').analyze();
  expect(axe.violations.map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.help}`)).toEqual([]);
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await member.screenshot({ path: join(root, 'docs', 'screenshots', 'line-report-390.png') });
  // A visitor is asked to sign in; the report is sent once they have.
  await dialog.getByRole('button', { name: film('lineReport.send') }).click();
  await expect(member.getByRole('dialog').getByLabel(text(lang, 'account', 'email'))).toBeVisible();
  await signInByPassword(member, lang, memberEmail, PASSWORD);
  await expect(member.getByText(film('lineReport.sent'))).toBeVisible();

  // The operator, in the console: the line in context, the suggestion, approve.
  const operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const operator = await operatorContext.newPage();
  await signIn(operator, OPERATOR, OPERATOR_PASSWORD);
  await operator.goto('/admin/subtitle-reports');
  const card = operator.locator('li.line-report-card').filter({ hasText: corrected });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 2 })).toContainText(
    english('admin', 'lineReports.heading', { film: '', number: EPISODE, language: 'Русский', time: '0:03' }).replace(/^ · /, ''),
  );
  await expect(card.locator('.line-report-card__line--current')).toContainText(original);
  await expect(card.locator('.line-report-card__line')).toHaveCount(3);
  await expect(card.getByRole('textbox', { name: english('admin', 'lineReports.apply') })).toHaveValue(corrected);
  const consoleAxe = await new AxeBuilder({ page: operator }).include('.line-report-card').analyze();
  expect(consoleAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  for (const width of [1440, 390]) {
    await operator.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: join(root, 'docs', 'screenshots', `admin-line-reports-${width}.png`) });
  }
  await operator.setViewportSize({ width: 1440, height: 900 });
  await card.getByRole('button', { name: english('admin', 'lineReports.approve') }).click();
  await expect(operator.getByRole('status').filter({ hasText: english('admin', 'lineReports.approvedStatus', { version: '' }).split(':')[0]! })).toBeVisible();
  await expect(card).toBeHidden();

  // A fresh visitor in Russian sees the corrected line at that moment.
  const visitorContext = await browser.newContext(phone);
  const visitor = await visitorContext.newPage();
  await visitor.goto(PAGE);
  await showLineAt(visitor, 4);
  await expect(cue(visitor)).toHaveText(corrected);
  await showLineAt(visitor, 1);
  await expect(cue(visitor)).not.toHaveText(corrected);

  // A has been told, in Russian.
  await member.goto(`/${lang}/personal/notifications.html`);
  await expect(member.getByText(russian('notifications', 'notice.subtitleReportApproved', { film: '' }).split('«')[0]!.trim())).toBeVisible();
  await expect(member.locator('blockquote', { hasText: corrected })).toBeVisible();

  // The track's history keeps the old version, beside the correction.
  await operator.goto('/admin/catalog/1');
  await operator.getByRole('button', { name: english('admin', 'adminSubtitles.toggleLabel', { number: EPISODE }), exact: true }).click();
  const row = operator.locator('li.track-row', { hasText: 'Русский' });
  await row.locator('summary').click();
  await expect(row).toContainText(english('admin', 'adminSubtitles.source.original'));
  await expect(row).toContainText(english('admin', 'adminSubtitles.source.correction', { time: '0:03', before: original, after: corrected }));
  await expect(row.getByRole('button', { name: english('admin', 'adminSubtitles.restore', { version: 1 }) })).toBeVisible();

  await memberContext.close();
  await operatorContext.close();
  await visitorContext.close();
});
