import { expect, test, type BrowserContext, type Request } from './test';
import { latestCode, loginDialog, signInByPassword, text } from './auth-support';

/*
 * The bearer token must never be part of a URL: URLs end up in access logs, proxies and referrers. Every request
 * the SPA makes is watched (API calls, the tracking pixel, media, chunks), before and after signing in, while a
 * member browses pages with posters and plays an episode. Film 1 (category romance) is seeded.
 */

test.describe.configure({ timeout: 180_000 });

async function tokenIn(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'user_state');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { token?: string }).token ?? null;
}

test('no request the SPA makes carries the bearer token in its URL; the pixel names the member by id', async ({ page, context, request }) => {
  const email = `pixel${Date.now()}@example.com`;
  const password = 'secret-pass-2';
  // The account is made through the API (registration in the browser has its own test); signing in is the SPA's.
  expect((await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect((await request.post('/api/users/register', { data: { email, password, code } })).ok()).toBe(true);

  const requests: Request[] = [];
  context.on('request', (r) => requests.push(r));
  const paths = () => requests.map((r) => new URL(r.url()).pathname);

  // A new visitor is identified some seconds after the page goes idle; from then on every page is tracked at once.
  const identified = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/create', { timeout: 60_000 });
  await page.goto('/personal/info.html');
  await identified;
  await page.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') }).click();
  await expect(loginDialog(page)).toBeVisible();
  await signInByPassword(page, 'en', email, password);
  await expect.poll(() => tokenIn(context)).not.toBeNull();
  const token = (await tokenIn(context))!;
  const me = await (await request.get('/api/users/get_user', { headers: { authorization: `Bearer ${token}` } })).json();
  const memberId = me.data.id as string;

  // Signed-in browsing: home, a film page, an episode with its video, the ranking.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/short-play/episodes/romance/1.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  await page.getByRole('link', { name: /Watch episode 1/ }).click();
  await expect(page).toHaveURL(/\/playlet\/1\/videos\/1\.html$/);
  await expect.poll(() => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await page.goto('/ranking-page.html');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The pixel reported the signed-in pages (with a member in `u`), and media came from the server.
  const pixels = () => requests.filter((r) => new URL(r.url()).pathname === '/_icon.png').map((r) => new URL(r.url()).searchParams);
  await expect.poll(() => pixels().filter((q) => q.get('u')).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  expect(paths().some((p) => p.startsWith('/media/'))).toBe(true);
  // The SPA did send the token, as the spec's Authorization header, so the watch covered signed-in calls.
  const authorized = await Promise.all(requests.map(async (r) => (await r.allHeaders()).authorization === `Bearer ${token}`));
  expect(authorized.filter(Boolean).length).toBeGreaterThan(0);

  const carrying = requests.map((r) => r.url()).filter((url) => url.includes(token) || url.includes(encodeURIComponent(token)));
  expect(carrying).toEqual([]);
  // `u` names the member by id, or nobody.
  for (const query of pixels()) expect(['', memberId], query.toString()).toContain(query.get('u') ?? '');
});
