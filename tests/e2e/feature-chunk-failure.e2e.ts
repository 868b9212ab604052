import { readFileSync } from 'node:fs';
import { CODE_LOAD_POLICY } from '../../src/application/site/load-with-retry';
import { cutChunk, loadFailureTexts } from './chunk-cut';
import { expect, test } from './test';

/*
 * A feature's code (here: the actions feature, behind favourite, rating, share and sign-in) that never arrives is
 * tried as often as the policy says and no more: the parts that need it say so with the reload message, the rest
 * of the page stays, and no render downloads it again. Once the network is back, the reload brings them.
 */

const personal = JSON.parse(readFileSync('locales/de/film.json', 'utf8')) as { engagement: { favorite: string } };
const film = JSON.parse(readFileSync('locales/de/film.json', 'utf8')) as { summary: { watchFirst: string } };
// The actions feature's load unit (build/load-units.ts).
const ACTIONS_CHUNK = /\/assets\/actions-[^/]+\.js$/;
// Long enough for several renders (hydration, answers reaching the stores) after the failure showed.
const QUIET_MS = 10_000;
// The app's attempts, and the browser's own download of the page's preload link (the server preloads a page's
// feature code) before the app starts.
const MOST_DOWNLOADS = CODE_LOAD_POLICY.attempts + 1;
// The attempts, the quiet time and a full reload on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a film page whose actions code never arrives shows the reload message in the controls' place and keeps the film", async ({ page }) => {
  const cut = await cutChunk(page, ACTIONS_CHUNK);
  await page.goto('/de/short-play/episodes/romance/1.html');
  const heading = page.getByRole('heading', { level: 1 });
  const title = await heading.textContent();
  expect(title).not.toBe(loadFailureTexts.title);

  // Said once, in the controls' place (the favourite's; the rating beside the summary goes without).
  const failure = page.getByRole('alert').filter({ hasText: loadFailureTexts.message });
  // The policy's attempts with their pauses come first: wait for the message, however slow the machine.
  await expect(failure).toBeVisible({ timeout: 45_000 });
  const tried = cut.requests();
  await page.waitForTimeout(QUIET_MS);
  // Tried, within the policy, and never again once the message shows, whatever renders.
  expect(tried).toBeGreaterThanOrEqual(CODE_LOAD_POLICY.attempts);
  expect(tried).toBeLessThanOrEqual(MOST_DOWNLOADS);
  expect(cut.requests()).toBe(tried);
  await expect(failure).toBeVisible();
  // The rest of the page stays: the film's heading, the way to its first episode.
  await expect(heading).toHaveText(title ?? '');
  await expect(page.getByRole('link', { name: film.summary.watchFirst })).toBeVisible();

  await cut.restore();
  await failure.getByRole('button', { name: loadFailureTexts.reload }).click();
  await expect(page.getByRole('button', { name: personal.engagement.favorite })).toBeVisible({ timeout: 30_000 });
  await expect(failure).toHaveCount(0);
});

test('a video page, whose screen needs the actions code, ends on the reload screen without downloading it again', async ({ page }) => {
  const cut = await cutChunk(page, ACTIONS_CHUNK);
  await page.goto('/de/playlet/1/videos/1.html');

  const reload = page.getByRole('alert').getByRole('button', { name: loadFailureTexts.reload });
  await expect(reload).toBeVisible({ timeout: 45_000 });
  const tried = cut.requests();
  await page.waitForTimeout(QUIET_MS);
  expect(tried).toBeGreaterThanOrEqual(CODE_LOAD_POLICY.attempts);
  expect(tried).toBeLessThanOrEqual(MOST_DOWNLOADS);
  expect(cut.requests()).toBe(tried);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loadFailureTexts.title);

  await cut.restore();
  await reload.click();
  await expect(page.locator('video.player__video')).toBeVisible({ timeout: 30_000 });
  await expect(reload).toHaveCount(0);
});

test('once the network is back, a link to another page tries the actions code again and brings its controls', async ({ page }) => {
  const cut = await cutChunk(page, ACTIONS_CHUNK);
  await page.goto('/de/short-play/episodes/romance/1.html');
  const failure = page.getByRole('alert').filter({ hasText: loadFailureTexts.message });
  await expect(failure).toBeVisible({ timeout: 45_000 });

  await cut.restore();
  // A page the visitor goes to is a new try, without reloading the app.
  await page.getByRole('link', { name: film.summary.watchFirst }).click();
  await expect(page.locator('video.player__video')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: personal.engagement.favorite })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
