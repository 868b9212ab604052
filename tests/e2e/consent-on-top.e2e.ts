import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { text } from './auth-support';

/*
 * Issue 29, item 2: a friend who opens a shared link lands on an episode, which a phone shows full screen. The
 * privacy choices must be on top of that player and answer a tap, and the player must not start under them. A
 * first-time visitor (no consent cookie), on a 390x844 phone, in Russian.
 */

const LANG = 'ru';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use({ ...phone, storageState: { cookies: [], origins: [] } });

function consentText(key: string): string {
  const site = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', LANG, 'site.json'), 'utf8')) as { consent: Record<string, string> };
  return site.consent[key]!;
}

const choices = (page: Page) => page.getByRole('dialog', { name: consentText('title') });
const media = (page: Page) => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime }));

/** A share link of film 1's first episode, as a sharer's link looks (their visitor id and share record). */
async function sharedEpisodeLink(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/users/create', { data: { x_u_key: `sharer-${Date.now()}.e2e-consent-on-top` } });
  const sharer = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  const shared = await request.post('/api/films/share/1', { headers: { Fingerprint: sharer }, data: { channel: 'whatsapp' } });
  const shareRecordId = ((await shared.json()) as { data: { share_record_id: number } }).data.share_record_id;
  return `/${LANG}/playlet/1/videos/1.html?src_fingerprint=${sharer}&share_record_id=${shareRecordId}`;
}

/** What a tap at the centre of `locator` would reach: true when it is that element (or inside it). */
const reachesItsCentre = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

/** Taps the screen at the centre of `locator`, through the browser's hit testing (not at the element itself). */
async function tapCentre(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test("on a shared link's full-screen episode the choices are on top, answer a tap, and the player waits for them", async ({ page, request, context }) => {
  await page.goto(await sharedEpisodeLink(request));
  const accept = choices(page).getByRole('button', { name: consentText('acceptAll') });
  await expect(accept).toBeVisible();
  await expect(page.locator('video[data-player-attached]')).toBeAttached();

  // The point under "Accept all" is that button, for every one of the three choices.
  for (const name of ['rejectAll', 'choose', 'acceptAll'])
    expect(await reachesItsCentre(choices(page).getByRole('button', { name: consentText(name) })), name).toBe(true);
  // The player under the choices cannot be started: a tap on its Play reaches the choices' backdrop, not the player.
  const bigPlay = page.locator('.player__big-play');
  expect(await reachesItsCentre(bigPlay)).toBe(false);
  await tapCentre(page, bigPlay);
  await page.waitForTimeout(1000);
  expect(await media(page)).toEqual({ paused: true, time: 0 });
  await expect(choices(page)).toBeVisible();

  await tapCentre(page, accept);
  await expect(choices(page)).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toMatch(/^v1\.a1\.m1\.\d+$/);
  // Chosen: the player answers its Play.
  await bigPlay.tap();
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(0);
});

test('a first-time visitor who taps "Watch episode 1" gets the episode once the choices are made, without another tap', async ({ page, context }) => {
  await page.goto(`/${LANG}/short-play/episodes/romance/1.html`);
  await page.getByRole('link', { name: text(LANG, 'film', 'summary.watchFirst') }).tap();
  await expect(page).toHaveURL(new RegExp(`/${LANG}/playlet/1/videos/1\\.html$`));
  await expect(page.locator('video[data-player-attached]')).toBeAttached();
  const reject = choices(page).getByRole('button', { name: consentText('rejectAll') });
  await expect(reject).toBeVisible();
  // Waiting for the choice: loaded, not started.
  await expect.poll(() => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(await media(page)).toEqual({ paused: true, time: 0 });

  expect(await reachesItsCentre(reject)).toBe(true);
  await tapCentre(page, reject);
  await expect(choices(page)).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toMatch(/^v1\.a0\.m0\.\d+$/);
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(0);
  expect((await media(page)).paused).toBe(false);
});
