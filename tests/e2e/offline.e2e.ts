import { expect, test, type APIRequestContext, type Page } from './test';
import { latestCode, loginDialog, signInByPassword, text } from './auth-support';
import { backOnline, offlineHere, siteText } from './offline-support';

/*
 * The site as an offline-proof app (issue 35, item 2): the service worker keeps the pages a visitor opened and the
 * public answers they need, never a member's; a page never opened offline gets the offline screen in its language;
 * back online, everything loads as before. The suite's other tests block service workers (playwright.config.ts);
 * these let it run. The new-build journey is in offline-update.e2e.ts.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use({ ...phone, serviceWorkers: 'allow' });

const HOME = '/';
const FILM = '/short-play/episodes/romance/1.html';
const EPISODE = '/playlet/1/videos/1.html';

/** Waits until the worker controls the page and has kept it (the first page is kept once the worker is there). */
async function keptOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await caches.open('sd-pages').then((cache) => cache.match(location.href.split('#')[0]!, { ignoreVary: true }));
          return kept !== undefined;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** What the visitor sees of a page: its title and main heading. */
async function seen(page: Page): Promise<{ title: string; heading: string }> {
  return { title: await page.title(), heading: ((await page.locator('h1').first().textContent()) ?? '').trim() };
}

test('pages opened before come back offline with the offline note; a page never opened gets the offline screen in its language; online again, all loads', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const online: Record<string, { title: string; heading: string }> = {};
  for (const path of [HOME, FILM, EPISODE]) {
    await page.goto(path);
    await keptOffline(page);
    online[path] = await seen(page);
    expect(online[path].heading, path).not.toBe('');
  }
  // Some of the episode plays, so that 'continue watching' (kept on the device) has it.
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video.player__video')!;
    video.muted = true;
    void video.play();
  });
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('watch-history') ?? '[]').length > 0, undefined, { timeout: 30_000 });

  await context.setOffline(true);
  for (const path of [HOME, FILM, EPISODE]) {
    await page.goto(path);
    await page.reload();
    // The same page: its title, and its heading (an episode's reads "Episode 1: …" once the app has asked for the
    // episode again, which offline it cannot: the title alone then, as the server wrote it).
    const offline = await seen(page);
    expect(offline.title, path).toBe(online[path]!.title);
    expect(offline.heading, path).not.toBe('');
    expect(online[path]!.heading, path).toContain(offline.heading);
    await expect(page.locator('meta[name="offline-screen"]')).toHaveCount(0);
    await offlineHere(page);
    await expect(page.getByTestId('offline-banner')).toHaveText(siteText('en', 'offline.banner'));
  }
  await page.goto(HOME);
  await expect(page.getByRole('heading', { name: text('en', 'browse', 'home.continueWatching') })).toBeVisible();

  // Never opened on this device: the offline screen, in English and in Russian.
  for (const [lang, path] of [
    ['en', '/ranking-page.html'],
    ['ru', '/ru/ranking-page.html'],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteText(lang, 'offline.screen.title'));
    await expect(page.getByRole('link', { name: siteText(lang, 'offline.screen.retry') })).toBeVisible();
  }

  await backOnline(page);
  const back = await page.goto('/ru/ranking-page.html');
  expect(back?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/);
  await expect(page.locator('meta[name="offline-screen"]')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await page.goto(FILM);
  expect(await seen(page)).toEqual(online[FILM]);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a page reached in the app (no page load) is kept too, a few seconds after it opened', async ({ page, context }) => {
  await page.goto('/ru/');
  await keptOffline(page);
  await page.locator('main a[href^="/ru/short-play/episodes/"]').first().click();
  await page.waitForURL(/\/ru\/short-play\/episodes\/.+\.html$/);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await keptOffline(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await offlineHere(page);
  await expect(page.getByTestId('offline-banner')).toHaveText(siteText('ru', 'offline.banner'));
  await backOnline(page);
});

test('the note comes and goes with the connection on an open page', async ({ page, context }) => {
  await page.goto(FILM);
  await keptOffline(page);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

for (const path of [HOME, FILM, EPISODE]) {
  test(`installable on ${path}: a valid manifest in the page's language, a worker that controls the page and answers its loads`, async ({ page }) => {
    await page.goto(`/ru${path === HOME ? '/' : path}`);
    await keptOffline(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifests\/ru\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // The worker's fetch handler answers the page's own load.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
  });
}

test('two members one after the other in one browser: the second never sees the first one’s data, online or offline', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const first = `sw-first-${stamp}@example.com`;
  const second = `sw-second-${stamp}@example.com`;
  const password = 'offline-proof-1';
  await registerByApi(request, first, password);
  await registerByApi(request, second, password);

  // The first member favourites a drama and opens their collection.
  await page.goto(FILM);
  await keptOffline(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: new RegExp(text('en', 'film', 'engagement.favorite')) }).click();
  await expect(loginDialog(page)).toBeVisible();
  await signInByPassword(page, 'en', first, password);
  await expect(page.getByRole('button', { name: new RegExp(text('en', 'film', 'engagement.favorited')) })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/personal/collection.html');
  const favorites = page.getByRole('region', { name: text('en', 'account-pages', 'collection.favorites') });
  await expect(favorites.getByRole('heading', { name: title })).toBeVisible();
  await keptOffline(page);
  expect(await keptAddresses(page)).not.toContainEqual(expect.stringMatching(/\/api\/(?:users|films\/user-|notifications)/));

  // They sign out; the second member signs in on the same browser.
  await page.goto('/personal/info.html');
  await page.getByRole('button', { name: text('en', 'account-pages', 'info.signOut') }).click();
  await expect(page.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') })).toBeVisible();
  await page.goto('/personal/collection.html');
  await page.getByRole('button', { name: text('en', 'account-pages', 'signIn.button') }).click();
  await signInByPassword(page, 'en', second, password);
  await expect(favorites.getByText(text('en', 'account-pages', 'collection.favoritesEmpty'))).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await keptAddresses(page)).not.toContainEqual(expect.stringMatching(/\/api\/(?:users|films\/user-|notifications)/));

  // Offline, the kept collection page is the anonymous page: still nothing of the first member.
  await context.setOffline(true);
  await page.reload();
  await offlineHere(page);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await backOnline(page);
});

/** Every address the worker keeps, in all its caches. */
async function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

async function registerByApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  expect((await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect(((await (await request.post('/api/users/register', { data: { email, password, code } })).json()) as { code: number }).code).toBe(0);
}
