import { text } from './auth-support';
import { apiData } from './sample-routes';
import { expect, test } from './test';

/*
 * Issue 33, item 4: every episode's words as a page. Film 1 has 48 episodes of 12 s (ids 1..48), the first 10
 * free, with subtitles in the ten languages; clip lines show from 0.5 s, 3.4 s, 6.3 s and 9.2 s.
 */

const lang = 'hi';
const film = (key: string, values: Record<string, string | number> = {}) => text(lang, 'film', key, values);

test('the sitemap lists the transcripts of free episodes with the eleven alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = /<url><loc>[^<]*\/playlet\/1\/transcript\/2\.html<\/loc>([\s\S]*?)<\/url>/.exec(sitemap);
  expect(entry, 'episode 2 of film 1 has its transcript listed').toBeTruthy();
  const alternates = [...entry![1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]);
  expect(alternates).toHaveLength(11);
  expect(alternates).toContainEqual(['hi', '/hi/playlet/1/transcript/2.html']);
  expect(alternates).toContainEqual(['x-default', '/playlet/1/transcript/2.html']);
  expect(sitemap).not.toContain('/playlet/1/transcript/11.html');
});

test('a transcript page carries its lines in the HTML before any script of the app, in the page language', async ({ request }) => {
  const { lines } = await apiData<{ lines: Array<{ start: number; text: string }> }>(request, `/api/films/transcript/1?episode_num=2&lang=${lang}`);
  expect(lines).toHaveLength(4);
  const html = await (await request.get(`/${lang}/playlet/1/transcript/2.html`)).text();
  // The app as the server drew it: #root, up to the first script in it (the page's preloaded answers).
  const start = html.indexOf('<div id="root" data-ssr="">');
  expect(start).toBeGreaterThan(0);
  const root = html.slice(start, html.indexOf('<script', start));
  for (const line of lines) {
    expect(root, line.text).toContain(line.text);
    expect(root).toContain(`href="/${lang}/playlet/1/videos/2.html?t=${line.start}"`);
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the episode page links its transcript, and a line's link starts the player at that second", async ({ page }) => {
    await page.goto(`/${lang}/playlet/1/videos/2.html`);
    await page.getByRole('button', { name: film('watching.leaveFullView') }).click();
    await page.getByRole('link', { name: film('transcript.open') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/playlet/1/transcript/2\\.html$`));
    const lines = page.getByRole('list', { name: film('transcript.linesLabel') });
    await expect(lines.getByRole('listitem')).toHaveCount(4);

    await lines.getByRole('link', { name: '0:06' }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/playlet/1/videos/2\\.html\\?t=6\\.3$`));
    await expect
      .poll(() => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(6.3);
  });

  test("a locked episode's transcript shows its first lines and the way to unlock", async ({ page }) => {
    await page.goto(`/${lang}/playlet/1/transcript/11.html`);
    await expect(page.getByRole('list', { name: film('transcript.linesLabel') }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(film('transcript.locked', { shown: 3, total: 4 }))).toBeVisible();
    await page.getByRole('link', { name: film('transcript.unlock') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/playlet/1/videos/11\\.html$`));
  });
});
