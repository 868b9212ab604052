import { readFileSync } from 'node:fs';
import { cutChunk, loadFailureTexts } from './chunk-cut';
import { expect, test } from './test';

/*
 * A screen's code that does not arrive (here: every download of the terms screen's chunk is cut) is retried, then
 * the visitor gets a reload screen in their language instead of an endless skeleton; once the network is back,
 * the reload brings the page.
 */

const legal = JSON.parse(readFileSync('locales/de/content.json', 'utf8')) as { terms: { title: string } };
const personal = JSON.parse(readFileSync('locales/de/film.json', 'utf8')) as { engagement: { favorite: string } };
// The terms screen is in the content pages' chunk (build/load-units.ts).
const TERMS_CHUNK = /\/assets\/content-[^/]+\.js$/;

test('a route chunk that never arrives ends on the reload screen, and the reload brings the page', async ({ page }) => {
  const cut = await cutChunk(page, TERMS_CHUNK);
  await page.goto('/de/terms.html');

  const reload = page.getByRole('button', { name: loadFailureTexts.reload });
  // Three attempts with their pauses come first: wait for the screen, however slow the machine.
  await expect(reload).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loadFailureTexts.title);
  await expect(page.locator('.route-fallback')).toHaveCount(0);
  expect(cut.requests()).toBeGreaterThanOrEqual(3);

  await cut.restore();
  await reload.click();
  // A full page load on a busy machine: generous, it only bounds a failure.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.terms.title, { timeout: 30_000 });
  await expect(reload).toHaveCount(0);
});

const PLAYER_CHUNK = /\/assets\/episode-player\.view-[^/]+\.js$/;

test("the player's chunk that never arrives ends on a reload in the player's place, and the reload brings the player", async ({ page }) => {
  const cut = await cutChunk(page, PLAYER_CHUNK);
  await page.goto('/de/playlet/1/videos/1.html');

  const failure = page.locator('.watch__stage').getByRole('alert');
  // Three attempts with their pauses come first: wait for the message, however slow the machine.
  await expect(failure).toContainText(loadFailureTexts.message, { timeout: 45_000 });
  expect(cut.requests()).toBeGreaterThanOrEqual(3);
  // The rest of the page stays: only the player's place says what happened.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(loadFailureTexts.title);

  await cut.restore();
  await failure.getByRole('button', { name: loadFailureTexts.reload }).click();
  await expect(page.locator('video.player__video')).toBeVisible({ timeout: 30_000 });
  await expect(failure).toHaveCount(0);
});

// The dialogs area's load unit (build/load-units.ts).
const DIALOGS_CHUNK = /\/assets\/dialogs-[^/]+\.js$/;

test("the dialogs' chunk that never arrives ends on the reload screen over the page, and the reload brings the page back", async ({ page }) => {
  const cut = await cutChunk(page, DIALOGS_CHUNK);
  // The dialogs area (sign-in, share, feedback) mounts when a dialog opens (deferred-dialogs.tsx): a guest's
  // favourite asks for the sign-in.
  await page.goto('/de/playlet/1/videos/1.html');
  await page.getByRole('button', { name: new RegExp(personal.engagement.favorite) }).click();

  const reload = page.getByRole('button', { name: loadFailureTexts.reload });
  await expect(reload).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { name: loadFailureTexts.title })).toBeVisible();
  expect(cut.requests()).toBeGreaterThanOrEqual(3);

  await cut.restore();
  await reload.click();
  await expect(page.locator('video.player__video')).toBeVisible({ timeout: 30_000 });
  await expect(reload).toHaveCount(0);
});
